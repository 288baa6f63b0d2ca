import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AppNotification = {
  id: string;
  type: string;
  title: string;
  content: string;
  link?: string | null;
  relatedId?: string | null;
  read: boolean;
  createdAt: string;
};

export async function getNotifications(signal?: AbortSignal): Promise<AppNotification[]> {
  const body = await api.get<AppNotification[] | { notifications: AppNotification[] }>('/api/notifications', signal);
  return Array.isArray(body) ? body : (body?.notifications ?? []);
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: ['notifications'], queryFn: ({ signal }) => getNotifications(signal) });

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
