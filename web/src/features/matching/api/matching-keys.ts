import { queryRoots } from '@/lib/query-keys';

const available = [...queryRoots.shipments, 'available'] as const;

/** Every query key of the matching (browse shipments) feature (TanStack Query), from one factory. */
export const matchingKeys = {
  available,
  availableList: (filters: object) => [...available, filters] as const,
  availableDetail: (id: string) => [...available, 'detail', id] as const,
  myTripsFor: (shipmentId: string) => [...queryRoots.trips, 'mine', 'for-shipment', shipmentId] as const,
};
