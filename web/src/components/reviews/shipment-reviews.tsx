import { Alert, Spinner, Stack, Text } from '@chakra-ui/react';
import { QueryError } from '@/components/ui/query-error';
import { instantDate } from '@/lib/marketplace-format';
import { useShipmentReviews } from './api/reviews';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';

/**
 * A delivered shipment's reviews for one of its parties (spec §5): the form while the 7-day
 * window is open, then my review; the other party's only once both are in or the window closed.
 */
export function ShipmentReviews({ shipmentId, otherParty }: { shipmentId: string; otherParty: 'traveler' | 'sender' }) {
  const q = useShipmentReviews(shipmentId);
  if (q.isPending) return <Spinner aria-label="Loading reviews" />;
  if (q.error) return <QueryError title="We couldn't load the reviews." error={q.error} />;
  const r = q.data;
  const other = otherParty === 'traveler' ? 'The traveler' : 'The sender';
  return (
    <Stack gap="4">
      {r.canReview && r.windowClosesAt && (
        <>
          <Text>
            How did it go? You can review {otherParty === 'traveler' ? 'the traveler' : 'the sender'} until{' '}
            {instantDate(r.windowClosesAt)}. Reviews are blind: neither of you sees the other’s until both are in, or
            the window closes.
          </Text>
          <ReviewForm shipmentId={shipmentId} otherParty={other.toLowerCase()} />
        </>
      )}
      {r.reason === 'window_closed' && !r.mine && (
        <Text color="fg.muted">The 7 days to review this shipment are over.</Text>
      )}
      {r.mine && (
        <ReviewCard
          review={r.mine}
          title="Your review"
          canAddPhotos={!!r.windowClosesAt && Date.parse(r.windowClosesAt) > Date.now()}
        />
      )}
      {r.mine && !r.mine.visible && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>
            {other} sees your review once they have written theirs, or when the window closes
            {r.windowClosesAt ? ` on ${instantDate(r.windowClosesAt)}` : ''}.
          </Alert.Description>
        </Alert.Root>
      )}
      {r.theirsPending && (
        <Text data-testid="their-review-pending">
          {other} has reviewed you. Write your review to see theirs
          {r.windowClosesAt ? `, or wait until ${instantDate(r.windowClosesAt)}` : ''}.
        </Text>
      )}
      {r.theirs && <ReviewCard review={r.theirs} title={`${other}’s review of you`} />}
      {!r.canReview && !r.mine && !r.theirs && !r.theirsPending && r.reason !== 'window_closed' && (
        <Text color="fg.muted">No reviews yet.</Text>
      )}
    </Stack>
  );
}
