import { queryRoots } from '@/lib/query-keys';

const all = queryRoots.trips;

/** Every query key of the trips feature (TanStack Query), from one factory. */
export const tripKeys = {
  all,
  mine: (params: object) => [...all, 'mine', params] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  compatibleShipments: (tripId: string, page: number) =>
    [...all, 'detail', tripId, 'compatible-shipments', page] as const,
  admin: (status: string, page: number) => [...all, 'admin', status, page] as const,
  /** Shipments I carry: a shipments query, so a shipments change refreshes it. */
  carriedShipments: [...queryRoots.shipments, 'mine', { as: 'traveler', pageSize: 100 }] as const,
};
