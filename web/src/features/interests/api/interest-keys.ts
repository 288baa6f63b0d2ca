import { queryRoots } from '@/lib/query-keys';

const all = queryRoots.interests;

/** Every query key of the interests feature (TanStack Query), from one factory. */
export const interestKeys = {
  all,
  mine: (status: string | undefined, page: number) => [...all, 'mine', status ?? 'all', page] as const,
  received: (status: string | undefined, page: number) => [...all, 'received', status ?? 'all', page] as const,
};
