import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export type EmailCategory = 'payments' | 'shipments' | 'relay' | 'messages';

export type NotificationPreference = {
  category: EmailCategory;
  label: string;
  description: string;
  /** In-app notifications are always on. */
  inApp: true;
  email: boolean;
};

type Preferences = { items: NotificationPreference[] };

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => api.get<Preferences>('/api/notification-preferences', signal),
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

/** PUT /api/notification-preferences/:category {email}: the answer is the whole list. */
export function useSetEmailPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { category: EmailCategory; email: boolean }) =>
      api.put<Preferences>(`/api/notification-preferences/${input.category}`, { email: input.email }),
    onSuccess: (data) => client.setQueryData(notificationKeys.preferences, data),
  });
}

/** The one-click link of an e-mail: no sign-in, the token names the person and category. */
export function unsubscribe(token: string) {
  return api.post<{ category: EmailCategory; label: string; email: false }>(
    '/api/notification-preferences/unsubscribe',
    { token },
  );
}
