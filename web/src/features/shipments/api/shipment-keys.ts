import { queryRoots } from '@/lib/query-keys';

const all = queryRoots.shipments;
const matches = [...all, 'matches'] as const;

/** Every query key of the shipments feature (TanStack Query), from one factory. */
export const shipmentKeys = {
  all,
  mine: (params: object) => [...all, 'mine', params] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  tracking: (id: string) => [...all, 'detail', id, 'tracking'] as const,
  interests: (id: string) => [...all, 'detail', id, 'interests'] as const,
  relayStorage: (id: string) => [...all, id, 'relay-storage'] as const,
  matches,
  matchList: (page: number, pageSize: number) => [...matches, 'list', page, pageSize] as const,
  match: (id: string) => [...matches, 'detail', id] as const,
  matchParty: (userId: string) => [...queryRoots.users, 'match-party', userId] as const,
  relayPointsIn: (location: string) => [...queryRoots.relayPoints, location] as const,
};
