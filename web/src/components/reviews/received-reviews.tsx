import { Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { viewerId } from '@/lib/viewer';
import { useUserReviews } from './api/reviews';
import { ratingLabel } from './utils/review-form';
import { ReviewCard } from './review-card';

/** Published reviews a person received, newest first, with their average (one decimal) and count. */
export function ReceivedReviews({ userId, heading = 'Reviews' }: { userId: string; heading?: string }) {
  const [page, setPage] = useState(1);
  const q = useUserReviews(userId, page);
  const me = viewerId();
  return (
    <Stack gap="3" as="section" aria-label={heading}>
      <HStack justify="space-between">
        <Heading as="h2" size="lg">
          {heading}
        </Heading>
        {q.data && (
          <Text data-testid="rating-summary" aria-label={`Rating ${ratingLabel(q.data.rating.average)}`}>
            ★ {ratingLabel(q.data.rating.average)} · {q.data.rating.count}{' '}
            {q.data.rating.count === 1 ? 'review' : 'reviews'}
          </Text>
        )}
      </HStack>
      {q.isPending ? (
        <Spinner aria-label="Loading reviews" />
      ) : q.error ? (
        <QueryError title="We couldn't load the reviews." error={q.error} />
      ) : q.data.items.length === 0 ? (
        <Text color="fg.muted">No reviews yet.</Text>
      ) : (
        <>
          {q.data.items.map((r) => (
            <ReviewCard key={r.id} review={r} canReport={me !== null && me !== r.fromUserId} />
          ))}
          <Pager page={q.data.page} pageSize={q.data.pageSize} total={q.data.total} onPage={setPage} label="Reviews" />
        </>
      )}
    </Stack>
  );
}
