import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useClientId } from '@/lib/client-id';
import { shipmentsKey } from './get-my-shipments';
import type { ShipmentListingRequest, ShipmentView } from './types';

/** POST /api/shipments — with a client-chosen id, a retried create lists the package once. */
export function createShipment(body: ShipmentListingRequest & { shipmentId?: string }): Promise<ShipmentView> {
  return api.post<ShipmentView>('/api/shipments', body);
}

export function useCreateShipment() {
  const client = useQueryClient();
  const shipmentId = useClientId();
  return useMutation({
    mutationFn: (body: ShipmentListingRequest) => createShipment({ ...body, shipmentId: shipmentId.current() }),
    onSuccess: () => {
      shipmentId.renew();
      return client.invalidateQueries({ queryKey: shipmentsKey });
    },
  });
}
