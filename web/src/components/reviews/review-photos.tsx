import { Link, Text } from '@chakra-ui/react';
import { AttachedPhotos } from '@/components/ui/attached-photos';
import { authUrlFor } from '@/lib/return-path';
import { useAuthUser } from '@/lib/auth-user';
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
 * up to three (JPEG, PNG or WebP). The files are private: fetched with the session, so a signed-out
 * visitor of a public profile is told how many there are and offered to sign in to see them
 * (decision marketplace-review-photos).
 */
export function ReviewPhotos({ review, canAdd = false }: { review: ReviewView; canAdd?: boolean }) {
  const attach = useAttachReviewPhotos();
  const { data: user } = useAuthUser();
  // Until the session is known, fetch nothing: a signed-out fetch only fails. (Only a signed-in
  // author is ever offered to add photos.)
  if (!canAdd && user === undefined) return null;
  if (!canAdd && user === null && review.photos.length > 0) {
    const count = review.photos.length === 1 ? '1 photo' : `${review.photos.length} photos`;
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="review-photos-signed-out">
        {count} ·{' '}
        <Link href={authUrlFor(window.location.pathname)} colorPalette="blue">
          Sign in to see them
        </Link>
      </Text>
    );
  }
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
