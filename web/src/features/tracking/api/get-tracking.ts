import type { PublicTracking } from '@oneway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trackingKeys } from './tracking-keys';

/** GET /api/track/:trackingNumber (publicTrackingRpc): the public timeline, no names or notes. */
export type TrackingTimeline = PublicTracking;

export function getTracking(trackingNumber: string, signal?: AbortSignal): Promise<TrackingTimeline> {
  return api.get<TrackingTimeline>(`/api/track/${encodeURIComponent(trackingNumber)}`, signal);
}

export const trackingQueryOptions = (trackingNumber: string) =>
  queryOptions({
    queryKey: trackingKeys.byNumber(trackingNumber),
    queryFn: ({ signal }) => getTracking(trackingNumber, signal),
  });

export function useTracking(trackingNumber: string | null) {
  return useQuery({ ...trackingQueryOptions(trackingNumber ?? ''), enabled: !!trackingNumber });
}
