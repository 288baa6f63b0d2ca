import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useClientId } from '@/lib/client-id';
import type { ShipmentListingRequest, ShipmentView } from './types';
import { shipmentKeys } from './shipment-keys';

/** POST /api/shipments — with a client-chosen id, a retried create lists the package once. */
export function createShipment(body: ShipmentListingRequest & { shipmentId?: string }): Promise<ShipmentView> {
  return api.post<ShipmentView>('/api/shipments', body);
}

export function useCreateShipment() {
  const client = useQueryClient();
  const shipmentId = useClientId();
  return useMutation({
    mutationFn: (body: ShipmentListingRequest) => createShipment({ ...body, shipmentId: shipmentId.current(body) }),
    onSuccess: (shipment) => {
      shipmentId.renew();
      // The reply is the new shipment's view (the server answers at commit, before its read
      // models catch up): the detail page shows it at once; lists refetch.
      client.setQueryData(shipmentKeys.detail(shipment.id), shipment);
      return client.invalidateQueries({ queryKey: shipmentKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });
}
