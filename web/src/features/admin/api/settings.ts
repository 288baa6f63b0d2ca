import type { paymentsGetSettingsRpc, relayGetSettingsRpc, RpcResponse } from '@oneway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type PaymentSettings = RpcResponse<typeof paymentsGetSettingsRpc>;

/** The relay's storage limits, in days (decision relay-storage-settings). */
export type RelaySettings = RpcResponse<typeof relayGetSettingsRpc>;

/** Which service owns a setting; each answers for its own. */
export type SettingsSource = 'payments' | 'relay';
export type SettingsOf<S extends SettingsSource> = S extends 'payments' ? PaymentSettings : RelaySettings;

/** GET/PATCH (admin, finance read; admin changes; audited; takes effect on the next use). */
const PATHS: Record<SettingsSource, string> = {
  payments: '/api/admin/payments/settings',
  relay: '/api/admin/relay/settings',
};

export const settingsQueryOptions = <S extends SettingsSource>(source: S) =>
  queryOptions({
    queryKey: adminKeys.settings(source),
    queryFn: ({ signal }) => api.get<SettingsOf<S>>(PATHS[source], signal),
  });

export function useSettings<S extends SettingsSource>(source: S) {
  return useQuery(settingsQueryOptions(source));
}

export function useUpdateSetting<S extends SettingsSource>(source: S) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<SettingsOf<S>>) => api.patch<SettingsOf<S>>(PATHS[source], change),
    onSuccess: (s) => client.setQueryData(adminKeys.settings(source), s),
  });
}
