import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tripKeys } from './trip-keys';
import type { TripPlanRequest, TripView } from './types';

/** PATCH /api/trips/:id — the traveler; changing the route or dates of an active trip sends it back to verification. */
export function updateTrip({ tripId, body }: { tripId: string; body: TripPlanRequest }): Promise<TripView> {
  return api.patch<TripView>(`/api/trips/${encodeURIComponent(tripId)}`, body);
}

export function useUpdateTrip() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateTrip, onSuccess: () => client.invalidateQueries({ queryKey: tripKeys.all }) });
}
