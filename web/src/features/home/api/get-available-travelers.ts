import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_TRAVELERS_MAX } from '@/config/marketplace';
import { api } from '@/lib/api-client';
import type { Page } from '@/lib/api-types/page';
import type { HomeTrip } from './types';
import { homeKeys } from './home-keys';

/** GET /api/travelers?pageSize=6: the first upcoming active trips of other travelers (spec §9: at most 6). */
export function getAvailableTravelers(signal?: AbortSignal): Promise<HomeTrip[]> {
  return api
    .get<Page<HomeTrip>>(`/api/travelers?page=1&pageSize=${HOME_TRAVELERS_MAX}`, signal)
    .then((page) => page.items.slice(0, HOME_TRAVELERS_MAX));
}

export const availableTravelersQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.availableTravelers, queryFn: ({ signal }) => getAvailableTravelers(signal) });

export function useAvailableTravelers() {
  return useQuery(availableTravelersQueryOptions());
}
