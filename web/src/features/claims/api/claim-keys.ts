import { queryRoots } from '@/lib/query-keys';

const all = ['claims'] as const;

/** Every query key of the claims feature (TanStack Query), from one factory. */
export const claimKeys = {
  all,
  /** Shipments I may claim on: a shipments query, so a shipments change refreshes it. */
  claimableShipments: [...queryRoots.shipments, 'claimable'] as const,
  mine: [...all, 'mine'] as const,
  one: (id: string, staff: boolean) => [...all, staff ? 'staff' : 'mine', id] as const,
  staffList: (status: string) => [...all, 'staff-list', status] as const,
  photo: (claimId: string, photoId: string) => [...all, 'photo', claimId, photoId] as const,
};
