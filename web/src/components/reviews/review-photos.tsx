import { AttachedPhotos } from '@/components/ui/attached-photos';
import { MAX_REVIEW_PHOTOS, reviewPhotoPath, useAttachReviewPhotos } from './api/review-photos';
import type { ReviewView } from './api/types';

const names = {
  list: 'Review photos',
  testId: 'review-photos',
  photo: 'Review photo',
  input: 'Review photos to upload',
};

/**
 * A review's photos as thumbnails and, for its author while the window is open, a button to add
 * up to three (JPEG, PNG or WebP). The files are private: fetched with the session.
 */
export function ReviewPhotos({ review, canAdd = false }: { review: ReviewView; canAdd?: boolean }) {
  const attach = useAttachReviewPhotos();
  return (
    <AttachedPhotos
      compact
      photos={review.photos}
      src={(photoId) => reviewPhotoPath(review.id, photoId)}
      names={names}
      max={MAX_REVIEW_PHOTOS}
      add={
        canAdd
          ? {
              upload: (files) => attach.mutateAsync({ reviewId: review.id, files }),
              tooMany: `A review can carry at most ${MAX_REVIEW_PHOTOS} photos`,
              added: 'Photos added to your review',
            }
          : undefined
      }
    />
  );
}
