import { Button, Heading, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { describeError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { useAdminReviews, useModerateReview } from '@/components/reviews/api/reviews';
import type { AdminReviewView } from '@/components/reviews/api/types';
import { ReviewCard } from '@/components/reviews/review-card';
import { AdminFrame } from '@/components/admin/admin-frame';
import { instantDate } from '@/lib/marketplace-format';

type Filter = 'reported' | 'hidden' | 'all';

/** Who reported it, as a moderator weighs it: the reviewed person has a stake in it. */
function reporterOf(review: AdminReviewView, reporterId: string): string {
  if (reporterId === review.toUserId) return 'the reviewed person';
  if (reporterId === review.fromUserId) return 'its author';
  return 'another member';
}

/** The reports' reasons, oldest first. */
function Reports({ review }: { review: AdminReviewView }) {
  if (review.reports.length === 0) return null;
  return (
    <Stack as="ul" gap="1" listStyleType="none" data-testid="review-reports">
      {review.reports.map((r) => (
        <Text as="li" key={r.reporterId} fontSize="sm">
          “{r.reason}” — by {reporterOf(review, r.reporterId)}, {instantDate(r.reportedAt)}
        </Text>
      ))}
    </Stack>
  );
}

function Moderate({ review }: { review: AdminReviewView }) {
  const moderate = useModerateReview();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const action = review.status === 'hidden' ? 'restore' : 'hide';
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        Reported {review.reportedCount} {review.reportedCount === 1 ? 'time' : 'times'}
        {review.adminNotes ? ` · Last note: ${review.adminNotes}` : ''} ·{' '}
        <Link asChild color="teal.700">
          <RouterLink to={`/travelers/${review.toUserId}`}>reviewed person</RouterLink>
        </Link>
      </Text>
      <Reports review={review} />
      <FormField label="Moderation notes" error={error} helper="Why you hide or restore it (kept in the audit log).">
        <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={1000} />
      </FormField>
      <Button
        size="sm"
        alignSelf="start"
        colorPalette={action === 'hide' ? 'red' : 'teal'}
        loading={moderate.isPending}
        onClick={() => {
          if (!notes.trim()) return setError('Notes are required');
          setError(undefined);
          moderate.mutate(
            { reviewId: review.id, action, notes: notes.trim() },
            {
              onSuccess: () =>
                notify({ title: action === 'hide' ? 'Review hidden' : 'Review restored', type: 'success' }),
              onError: (err) => notify({ title: 'Not saved', description: describeError(err), type: 'error' }),
            },
          );
        }}
      >
        {action === 'hide' ? 'Hide review' : 'Restore review'}
      </Button>
    </Stack>
  );
}

/** /admin/reviews: reported and hidden reviews; admins and moderators hide or restore them with notes. */
export function AdminReviewsPage() {
  const [filter, setFilter] = useState<Filter>('reported');
  const [page, setPage] = useState(1);
  const q = useAdminReviews(filter, page);
  return (
    <AdminFrame>
      <PageMeta title="Review moderation" description="Reported and hidden reviews." path="/admin/reviews" noIndex />
      <Stack gap="5">
        <HStack justify="space-between" flexWrap="wrap">
          <Heading as="h1" size="2xl">
            Review moderation
          </Heading>
          <SelectField
            width="auto"
            aria-label="Show"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as Filter);
              setPage(1);
            }}
            options={[
              { value: 'reported', label: 'Reported' },
              { value: 'hidden', label: 'Hidden' },
              { value: 'all', label: 'All published' },
            ]}
          />
        </HStack>
        {q.isPending ? (
          <PageSpinner />
        ) : q.error ? (
          <QueryError title="We couldn't load the reviews." error={q.error} />
        ) : q.data.items.length === 0 ? (
          <Text color="fg.muted">No {filter === 'all' ? '' : filter} reviews right now.</Text>
        ) : (
          <>
            {q.data.items.map((r) => (
              <Stack key={r.id} gap="2">
                <ReviewCard review={r} />
                <Moderate review={r} />
              </Stack>
            ))}
            <Pager
              page={q.data.page}
              pageSize={q.data.pageSize}
              total={q.data.total}
              onPage={setPage}
              label="Reviews"
            />
          </>
        )}
      </Stack>
    </AdminFrame>
  );
}
