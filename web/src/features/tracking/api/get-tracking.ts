import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trackingKeys } from './tracking-keys';

export type TrackingEvent = { status: string; location?: string | null; notes?: string | null; createdAt: string };

type TrackingResponse = Omit<TrackingTimeline, 'events'> & { entries?: TrackingEvent[]; events?: TrackingEvent[] };

export type TrackingTimeline = {
  trackingNumber: string;
  status: string;
  fromLocation?: string | null;
  toLocation?: string | null;
  events: TrackingEvent[];
};

export async function getTracking(trackingNumber: string, signal?: AbortSignal): Promise<TrackingTimeline> {
  // GET /api/track/:n answers { trackingNumber, status, fromLocation, toLocation, entries }.
  const { entries, events, ...rest } = await api.get<TrackingResponse>(
    `/api/track/${encodeURIComponent(trackingNumber)}`,
    signal,
  );
  return { ...rest, events: entries ?? events ?? [] };
}

export const trackingQueryOptions = (trackingNumber: string) =>
  queryOptions({
    queryKey: trackingKeys.byNumber(trackingNumber),
    queryFn: ({ signal }) => getTracking(trackingNumber, signal),
  });

export function useTracking(trackingNumber: string | null) {
  return useQuery({ ...trackingQueryOptions(trackingNumber ?? ''), enabled: !!trackingNumber });
}
