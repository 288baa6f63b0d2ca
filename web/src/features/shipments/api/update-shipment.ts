import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ShipmentListingRequest, ShipmentView } from './types';
import { shipmentKeys } from './shipment-keys';

/** PATCH /api/shipments/:id — the sender, while pending; the whole listing is sent again. */
export function updateShipment({
  shipmentId,
  body,
}: {
  shipmentId: string;
  body: ShipmentListingRequest;
}): Promise<ShipmentView> {
  return api.patch<ShipmentView>(`/api/shipments/${encodeURIComponent(shipmentId)}`, body);
}

export function useUpdateShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateShipment,
    onSuccess: () => client.invalidateQueries({ queryKey: shipmentKeys.all }),
  });
}
