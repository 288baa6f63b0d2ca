import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_DROPDOWN } from '@/config/constants';
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

export type NotificationPage = {
  items: AppNotification[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
};

export const notificationsKey = ['notifications'] as const;

export function getNotifications(
  params: { page?: number; pageSize?: number; since?: string },
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const q = new URLSearchParams({ page: String(params.page ?? 1), pageSize: String(params.pageSize ?? 20) });
  if (params.since) q.set('since', params.since);
  return api.get<NotificationPage>(`/api/notifications?${q}`, signal);
}

/** Spec §9 dropdown: the latest 5 from the past 7 days (the unread count is of all of them). */
export const recentNotificationsQueryOptions = (now: Date = new Date()) => {
  const since = new Date(now.getTime() - NOTIFICATION_DROPDOWN.days * 86_400_000);
  since.setSeconds(0, 0);
  return queryOptions({
    queryKey: [...notificationsKey, 'recent'],
    queryFn: ({ signal }) =>
      getNotifications({ page: 1, pageSize: NOTIFICATION_DROPDOWN.max, since: since.toISOString() }, signal),
  });
};

export function useRecentNotifications(enabled = true) {
  return useQuery({ ...recentNotificationsQueryOptions(), enabled });
}

export const notificationPageQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...notificationsKey, 'page', page, pageSize],
    queryFn: ({ signal }) => getNotifications({ page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

export function useNotificationPage(page: number, pageSize = 20) {
  return useQuery(notificationPageQueryOptions(page, pageSize));
}
