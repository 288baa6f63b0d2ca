import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tripKeys } from './trip-keys';
import type { TripView } from './types';

/** POST /api/trips/:id/cancel — the traveler. */
export function cancelTrip(tripId: string): Promise<TripView> {
  return api.post<TripView>(`/api/trips/${encodeURIComponent(tripId)}/cancel`, { reason: null });
}

export function useCancelTrip() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelTrip, onSuccess: () => client.invalidateQueries({ queryKey: tripKeys.all }) });
}
