import type { listNotificationsRpc, NotificationView, RpcResponse } from '@oneway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_DROPDOWN } from '@/config/constants';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

// A live notification from the socket may lack the optional fields until the list refetches.
export type AppNotification = Omit<NotificationView, OptionalOnLive> & Partial<Pick<NotificationView, OptionalOnLive>>;
type OptionalOnLive = 'link' | 'relatedId' | 'senderUserId';

// The page's items also hold live notifications (see withLiveNotifications).
export type NotificationPage = Omit<RpcResponse<typeof listNotificationsRpc>, 'items'> & { items: AppNotification[] };

export function getNotifications(
  params: { page?: number; pageSize?: number; since?: string },
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const q = new URLSearchParams({ page: String(params.page ?? 1), pageSize: String(params.pageSize ?? 20) });
  if (params.since) q.set('since', params.since);
  return api.get<NotificationPage>(`/api/notifications?${q}`, signal);
}

/**
 * Notifications that arrived live (the socket) but that the server's list may not hold yet:
 * the event reaches the socket as it commits, the read model a moment later. Without this a
 * refetch triggered by the live message could answer without it, and the bell would show the
 * toast's notification only after the next one.
 */
const LIVE_GRACE_MS = 120_000;
const live = new Map<string, AppNotification>();

export function rememberLiveNotification(n: AppNotification): void {
  live.set(n.id, n);
}

/** The server's latest page with the live ones it does not list yet (newest first, `max` long). */
export function withLiveNotifications(page: NotificationPage, max: number, now = Date.now()): NotificationPage {
  const listed = new Set(page.items.map((n) => n.id));
  // On a full page, one older than its oldest item would be off the page even if listed: its
  // absence says nothing, and counting it kept the badge up after 'Mark all as read'.
  const oldest = page.items.length >= max ? page.items.at(-1)?.createdAt : undefined;
  const missing: AppNotification[] = [];
  for (const [id, n] of live) {
    if (listed.has(id) || now - Date.parse(n.createdAt) > LIVE_GRACE_MS) live.delete(id);
    else if (oldest === undefined || n.createdAt > oldest) missing.push(n);
  }
  if (!missing.length) return page;
  const items = [...missing, ...page.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, max);
  return {
    ...page,
    items,
    total: page.total + missing.length,
    unread: page.unread + missing.filter((n) => !n.read).length,
  };
}

/** Spec §9 dropdown: the latest 5 from the past 7 days (the unread count is of all of them). */
export const recentNotificationsQueryOptions = (now: Date = new Date()) => {
  const since = new Date(now.getTime() - NOTIFICATION_DROPDOWN.days * 86_400_000);
  since.setSeconds(0, 0);
  return queryOptions({
    queryKey: notificationKeys.recent,
    queryFn: async ({ signal }) =>
      withLiveNotifications(
        await getNotifications({ page: 1, pageSize: NOTIFICATION_DROPDOWN.max, since: since.toISOString() }, signal),
        NOTIFICATION_DROPDOWN.max,
      ),
  });
};

export function useRecentNotifications(enabled = true) {
  return useQuery({ ...recentNotificationsQueryOptions(), enabled });
}

export const notificationPageQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: notificationKeys.page(page, pageSize),
    queryFn: ({ signal }) => getNotifications({ page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

export function useNotificationPage(page: number, pageSize = 20) {
  return useQuery(notificationPageQueryOptions(page, pageSize));
}
