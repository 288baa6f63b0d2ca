import { queryRoots } from '@/lib/query-keys';

const all = queryRoots.notifications;

/** Every query key of the notifications feature (TanStack Query), from one factory. */
export const notificationKeys = {
  all,
  recent: [...all, 'recent'] as const,
  page: (page: number, pageSize: number) => [...all, 'page', page, pageSize] as const,
  preferences: ['notification-preferences'] as const,
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
};
