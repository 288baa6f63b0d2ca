import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shipmentsKey } from './get-my-shipments';
import type { ShipmentListingRequest, ShipmentView } from './types';

export function createShipment(body: ShipmentListingRequest): Promise<ShipmentView> {
  return api.post<ShipmentView>('/api/shipments', body);
}

export function useCreateShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createShipment,
    onSuccess: () => client.invalidateQueries({ queryKey: shipmentsKey }),
  });
}
