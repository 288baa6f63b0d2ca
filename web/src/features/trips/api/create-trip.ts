import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tripsKey } from './get-my-trips';
import type { TripPlanRequest, TripView } from './types';

/** POST /api/trips — the trip starts pending_verification until staff approve it. */
export function createTrip(body: TripPlanRequest): Promise<TripView> {
  return api.post<TripView>('/api/trips', body);
}

export function useCreateTrip() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTrip, onSuccess: () => client.invalidateQueries({ queryKey: tripsKey }) });
}
