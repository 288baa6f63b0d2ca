import { Button, Field, Stack, Text, Wrap } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { PrivatePhoto } from '@/components/ui/private-photo';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { MAX_REVIEW_PHOTOS, reviewPhotoPath, useAttachReviewPhotos } from './api/review-photos';
import type { ReviewView } from './api/types';

/**
 * A review's photos as thumbnails and, for its author while the window is open, a button to add
 * up to three (JPEG, PNG or WebP). The files are private: fetched with the session.
 */
export function ReviewPhotos({ review, canAdd = false }: { review: ReviewView; canAdd?: boolean }) {
  const attach = useAttachReviewPhotos();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const room = MAX_REVIEW_PHOTOS - review.photos.length;

  const pick = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    if (files.length > room) {
      setError(`A review can carry at most ${MAX_REVIEW_PHOTOS} photos`);
      return;
    }
    setError(undefined);
    attach.mutate(
      { reviewId: review.id, files },
      {
        onSuccess: () => notify({ type: 'success', title: 'Photos added to your review' }),
        onError: (err) =>
          setError(err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.detail) : 'Upload failed'),
      },
    );
  };

  if (review.photos.length === 0 && !(canAdd && room > 0)) return null;
  return (
    <Stack gap="2">
      {review.photos.length > 0 && (
        <Wrap gap="2" aria-label="Review photos" data-testid="review-photos">
          {review.photos.map((id, i) => (
            <PrivatePhoto key={id} src={reviewPhotoPath(review.id, id)} alt={`Review photo ${i + 1}`} size="20" />
          ))}
        </Wrap>
      )}
      {canAdd && room > 0 && (
        <Field.Root invalid={!!error}>
          <Button
            size="xs"
            variant="outline"
            alignSelf="start"
            loading={attach.isPending}
            onClick={() => input.current?.click()}
          >
            Add photos
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            hidden
            aria-label="Review photos to upload"
            onChange={(e) => pick(e.target.files)}
          />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Text fontSize="xs" color="fg.muted">
              Up to {MAX_REVIEW_PHOTOS} photos: JPEG, PNG or WebP, 5 MB each
            </Text>
          )}
        </Field.Root>
      )}
    </Stack>
  );
}
