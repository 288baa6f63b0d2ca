import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tripKeys } from './trip-keys';
import type { TripView } from './types';

/** POST /api/admin/trips/:id/reject — staff, with the notes the traveler sees. */
export function rejectTrip(input: { tripId: string; adminNotes: string }): Promise<TripView> {
  return api.post<TripView>(`/api/admin/trips/${encodeURIComponent(input.tripId)}/reject`, {
    adminNotes: input.adminNotes,
  });
}

export function useRejectTrip() {
  const client = useQueryClient();
  return useMutation({ mutationFn: rejectTrip, onSuccess: () => client.invalidateQueries({ queryKey: tripKeys.all }) });
}
