import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tripKeys } from './trip-keys';
import type { TripView } from './types';

/** POST /api/trips/:id/complete — the traveler, once the trip is over. */
export function completeTrip(tripId: string): Promise<TripView> {
  return api.post<TripView>(`/api/trips/${encodeURIComponent(tripId)}/complete`);
}

export function useCompleteTrip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeTrip,
    onSuccess: () => client.invalidateQueries({ queryKey: tripKeys.all }),
  });
}
