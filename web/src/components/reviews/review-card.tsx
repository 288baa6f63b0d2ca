import { Badge, Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { describeError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { instantDate } from '@/lib/marketplace-format';
import { useReportReview } from './api/reviews';
import { ReviewPhotos } from './review-photos';
import type { ReviewView } from './api/types';

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

function Breakdown({ review }: { review: ReviewView }) {
  const parts: Array<[string, number | null]> = [
    ['Communication', review.communicationRating],
    ['Reliability', review.reliabilityRating],
    ['Package handling', review.packageHandlingRating],
    ['Accuracy', review.accuracyRating],
  ];
  return (
    <HStack gap="3" flexWrap="wrap" fontSize="sm" color="fg.muted">
      {parts
        .filter(([, v]) => v !== null)
        .map(([label, v]) => (
          <Text key={label}>
            {label} {v}/5
          </Text>
        ))}
    </HStack>
  );
}

function ReportButton({ reviewId }: { reviewId: string }) {
  const report = useReportReview();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (report.isSuccess)
    return (
      <Text fontSize="sm" color="fg.muted">
        Reported. Our moderators will look at it.
      </Text>
    );
  if (!open)
    return (
      <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setOpen(true)}>
        Report
      </Button>
    );
  return (
    <Stack gap="2">
      <Textarea
        aria-label="Why are you reporting this review?"
        placeholder="Why are you reporting this review?"
        value={reason}
        maxLength={1000}
        onChange={(e) => setReason(e.target.value)}
      />
      <HStack>
        <Button
          size="xs"
          colorPalette="red"
          loading={report.isPending}
          onClick={() =>
            report.mutate(
              { reviewId, reason: reason.trim() || null },
              {
                onError: (err) => notify({ title: 'Report not sent', description: describeError(err), type: 'error' }),
              },
            )
          }
        >
          Send report
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

/** One review: stars, the detailed ratings, comments the viewer may read, photos, and a report action. */
export function ReviewCard({
  review,
  title,
  canReport = false,
  canAddPhotos = false,
}: {
  review: ReviewView;
  title?: string;
  canReport?: boolean;
  /** Its author, while the review window is open. */
  canAddPhotos?: boolean;
}) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="4" data-testid="review-card">
      <Stack gap="2">
        <HStack justify="space-between" flexWrap="wrap">
          <HStack gap="2">
            {title && <Text fontWeight="semibold">{title}</Text>}
            <Text color="orange.500" aria-label={`Rated ${review.overallRating} out of 5`}>
              {stars(review.overallRating)}
            </Text>
            {review.status === 'hidden' && <Badge colorPalette="red">Hidden by moderators</Badge>}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {instantDate(review.createdAt)}
          </Text>
        </HStack>
        <Breakdown review={review} />
        {review.publicComment && <Text>{review.publicComment}</Text>}
        {review.privateComment && (
          <Text fontSize="sm" bg="bg.muted" p="2" borderRadius="sm">
            <Text as="span" fontWeight="semibold">
              Private note (only you and our staff see it):
            </Text>{' '}
            {review.privateComment}
          </Text>
        )}
        <ReviewPhotos review={review} canAdd={canAddPhotos} />
        {canReport && <ReportButton reviewId={review.id} />}
      </Stack>
    </Box>
  );
}
