import type { RpcRequest, submitCountryRequestRpc } from '@oneway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** country_requests fields of spec §3, every one filled in (status defaults to pending on the server). */
export type CountryRequestInput = RpcRequest<typeof submitCountryRequestRpc>;

export async function createCountryRequest(input: CountryRequestInput): Promise<void> {
  await api.post<unknown>('/api/country-requests', input);
}

export function useCreateCountryRequest() {
  return useMutation({ mutationFn: createCountryRequest });
}
