import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFiles } from '@/lib/api-files';
import { reviewKeys } from './review-keys';
import type { ReviewView } from './types';

/** Photos a review may carry (contracts MAX_REVIEW_PHOTOS). */
export const MAX_REVIEW_PHOTOS = 3;

/** POST /api/reviews/:id/photos (multipart "photos"): stored, typed by the server, attached by the author. */
export function attachReviewPhotos({ reviewId, files }: { reviewId: string; files: File[] }) {
  return uploadFiles<ReviewView>(`/api/reviews/${encodeURIComponent(reviewId)}/photos`, 'photos', files);
}

export function useAttachReviewPhotos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: attachReviewPhotos,
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** A photo of a review, served only to whoever may see the review (private, with the session). */
export const reviewPhotoPath = (reviewId: string, photoId: string) =>
  `/api/reviews/${encodeURIComponent(reviewId)}/photos/${encodeURIComponent(photoId)}`;
