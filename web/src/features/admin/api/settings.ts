import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './admin-keys';

export type PaymentSettings = {
  platformFeeBps: number;
  platformFeeFixed: number;
  insurancePremiumBps: number;
  insurancePremiumFixed: number;
  payoutHoldHours: number;
};

const settingsKey = [...adminKey, 'settings'] as const;

/** GET /api/admin/payments/settings (admin, finance). */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<PaymentSettings>('/api/admin/payments/settings', signal),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** PATCH /api/admin/payments/settings (admin; audited; takes effect on the next use). */
export function useUpdateSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<PaymentSettings>) =>
      api.patch<PaymentSettings>('/api/admin/payments/settings', change),
    onSuccess: (s) => client.setQueryData(settingsKey, s),
  });
}
