import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminReviewView, ReviewInput, ReviewView, ShipmentReviews, UserReviews } from './types';
import { reviewKeys } from './review-keys';
import { queryRoots } from '@/lib/query-keys';

const enc = encodeURIComponent;

/** GET /api/shipments/:id/reviews — my review, the other party's once published, and whether I may still write one. */
export const shipmentReviewsQuery = (shipmentId: string) =>
  queryOptions({
    queryKey: reviewKeys.shipment(shipmentId),
    queryFn: ({ signal }) => api.get<ShipmentReviews>(`/api/shipments/${enc(shipmentId)}/reviews`, signal),
  });

export function useShipmentReviews(shipmentId: string) {
  return useQuery(shipmentReviewsQuery(shipmentId));
}

/** GET /api/users/:id/reviews — published reviews a person received, with their rating. */
export function useUserReviews(userId: string, page = 1) {
  return useQuery({
    queryKey: reviewKeys.user(userId, page),
    queryFn: ({ signal }) => api.get<UserReviews>(`/api/users/${enc(userId)}/reviews?page=${page}&pageSize=10`, signal),
  });
}

/** POST /api/shipments/:id/reviews */
export function useSubmitReview(shipmentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => api.post<ReviewView>(`/api/shipments/${enc(shipmentId)}/reviews`, input),
    // Ratings show on traveler cards and profiles too.
    onSuccess: () =>
      Promise.all([reviewKeys.all, queryRoots.travelers].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/** POST /api/reviews/:id/report */
export function useReportReview() {
  return useMutation({
    mutationFn: (input: { reviewId: string; reason: string | null }) =>
      api.post<{ reported: true }>(`/api/reviews/${enc(input.reviewId)}/report`, { reason: input.reason }),
  });
}

/** GET /api/admin/reviews — staff: reported, hidden or all. */
export function useAdminReviews(filter: 'reported' | 'hidden' | 'all', page = 1) {
  return useQuery({
    queryKey: reviewKeys.admin(filter, page),
    queryFn: ({ signal }) =>
      api.get<{ items: AdminReviewView[]; total: number; page: number; pageSize: number }>(
        `/api/admin/reviews?filter=${filter}&page=${page}`,
        signal,
      ),
  });
}

/** POST /api/admin/reviews/:id/hide | restore — with notes. */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { reviewId: string; action: 'hide' | 'restore'; notes: string }) =>
      api.post<ReviewView>(`/api/admin/reviews/${enc(input.reviewId)}/${input.action}`, { notes: input.notes }),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
