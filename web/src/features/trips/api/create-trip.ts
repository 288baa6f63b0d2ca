import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useClientId } from '@/lib/client-id';
import { tripKeys } from './trip-keys';
import type { TripPlanRequest, TripView } from './types';

/**
 * POST /api/trips — the trip starts pending_verification until staff approve it. With a
 * client-chosen id, a retried create adds the trip once.
 */
export function createTrip(body: TripPlanRequest & { tripId?: string }): Promise<TripView> {
  return api.post<TripView>('/api/trips', body);
}

export function useCreateTrip() {
  const client = useQueryClient();
  const tripId = useClientId();
  return useMutation({
    mutationFn: (body: TripPlanRequest) => createTrip({ ...body, tripId: tripId.current(body) }),
    onSuccess: () => {
      tripId.renew();
      return client.invalidateQueries({ queryKey: tripKeys.all });
    },
  });
}
