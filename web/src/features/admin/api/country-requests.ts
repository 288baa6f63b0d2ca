import type {
  adminListCountryRequestsRpc,
  CountryRequestStatus,
  CountryRequestView,
  RpcResponse,
} from '@oneway/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type { CountryRequestStatus } from '@oneway/contracts';
export type CountryRequest = CountryRequestView;
type Page = RpcResponse<typeof adminListCountryRequestsRpc>;

/** GET /api/admin/country-requests (staff), newest first. */
export const countryRequestsQueryOptions = (status: CountryRequestStatus | '', page: number) =>
  queryOptions({
    queryKey: adminKeys.countryRequestList(status, page),
    queryFn: ({ signal }) =>
      api.get<Page>(`/api/admin/country-requests?page=${page}&pageSize=20${status ? `&status=${status}` : ''}`, signal),
    placeholderData: keepPreviousData,
  });

export function useCountryRequests(status: CountryRequestStatus | '', page: number) {
  return useQuery(countryRequestsQueryOptions(status, page));
}

/** PATCH /api/admin/country-requests/:id (admin; audited). */
export function useSetCountryRequestStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (i: { id: string; status: CountryRequestStatus; note?: string }) =>
      api.patch<CountryRequest>(`/api/admin/country-requests/${encodeURIComponent(i.id)}`, {
        status: i.status,
        ...(i.note ? { note: i.note } : {}),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.countryRequests }),
  });
}
