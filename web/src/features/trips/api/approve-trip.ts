import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tripKeys } from './trip-keys';
import type { TripView } from './types';

/** POST /api/admin/trips/:id/approve — staff: the trip becomes active. */
export function approveTrip(input: { tripId: string; adminNotes?: string | null }): Promise<TripView> {
  return api.post<TripView>(`/api/admin/trips/${encodeURIComponent(input.tripId)}/approve`, {
    adminNotes: input.adminNotes ?? null,
  });
}

export function useApproveTrip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approveTrip,
    onSuccess: () => client.invalidateQueries({ queryKey: tripKeys.all }),
  });
}
