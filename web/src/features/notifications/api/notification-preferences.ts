import type {
  getNotificationPreferencesRpc,
  RpcInput,
  RpcResponse,
  setNotificationPreferenceRpc,
  unsubscribeRpc,
} from '@oneway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export type { EmailCategory, NotificationPreference } from '@oneway/contracts';

type Preferences = RpcResponse<typeof getNotificationPreferencesRpc>;

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
    mutationFn: (input: RpcInput<typeof setNotificationPreferenceRpc>) =>
      api.put<Preferences>(`/api/notification-preferences/${input.category}`, { email: input.email }),
    onSuccess: (data) => client.setQueryData(notificationKeys.preferences, data),
  });
}

/** The one-click link of an e-mail: no sign-in, the token names the person and category. */
export function unsubscribe(token: string) {
  return api.post<RpcResponse<typeof unsubscribeRpc>>('/api/notification-preferences/unsubscribe', { token });
}
