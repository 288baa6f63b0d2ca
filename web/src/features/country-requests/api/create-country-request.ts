import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** country_requests fields of spec §3 (status defaults to pending on the server). */
export type CountryRequestInput = {
  firstName: string;
  lastName: string;
  email: string;
  requestedCountry: string;
  reason: string;
};

export async function createCountryRequest(input: CountryRequestInput): Promise<void> {
  await api.post<unknown>('/api/country-requests', input);
}

export function useCreateCountryRequest() {
  return useMutation({ mutationFn: createCountryRequest });
}
