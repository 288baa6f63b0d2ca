import { Badge, Button, Card, Heading, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { calendarDate, statusText } from '@/lib/marketplace-format';
import { notify } from '@/lib/toaster';
import { useApproveTrip } from '../api/approve-trip';
import { useAdminTrips } from '../api/get-admin-trips';
import { useRejectTrip } from '../api/reject-trip';
import type { AdminQueueTrip, TripStatus } from '../api/types';
import { TripStatusBadge } from './trip-status-badge';
import { AdminPage } from '@/components/admin/admin-page';

/** Rejecting needs notes the traveler will read (the server's rule: 'Admin notes are required'). */
export function rejectionNotesProblem(notes: string): string | null {
  return notes.trim() === '' ? 'Admin notes are required' : null;
}

/** Issue 18 item 7: staff see who is travelling: name, verification and rating. */
function QueueTraveler({ traveler }: { traveler: AdminQueueTrip['traveler'] }) {
  if (!traveler)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="queue-traveler">
        Traveler details are unavailable right now: open the profile.
      </Text>
    );
  return (
    <HStack gap="2" flexWrap="wrap" fontSize="sm" data-testid="queue-traveler">
      <Text fontWeight="semibold">{traveler.fullName || traveler.username}</Text>
      <Text color="fg.muted">@{traveler.username}</Text>
      <Badge size="sm" colorPalette={traveler.isVerified ? 'green' : 'gray'}>
        {traveler.isVerified ? 'Verified' : 'Not verified'}
      </Badge>
      <Text
        color="fg.muted"
        aria-label={traveler.rating === null ? 'No ratings yet' : `Rating ${traveler.rating.toFixed(1)}`}
      >
        {traveler.rating === null ? '★ No ratings yet' : `★ ${traveler.rating.toFixed(1)}`} · {traveler.completedTrips}{' '}
        {traveler.completedTrips === 1 ? 'completed trip' : 'completed trips'}
      </Text>
    </HStack>
  );
}

function ReviewCard({ trip }: { trip: AdminQueueTrip }) {
  const approve = useApproveTrip();
  const reject = useRejectTrip();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fail = (title: string) => (e: Error) => notify({ title, description: e.message, type: 'error' });
  const reviewable = trip.status === 'pending_verification';
  return (
    <Card.Root as="li" listStyleType="none" size="sm" data-testid="trip-review">
      <Card.Body gap="3">
        <HStack justify="space-between" flexWrap="wrap">
          <Text fontWeight="semibold">
            {trip.fromLocation} → {trip.toLocation}
          </Text>
          <TripStatusBadge status={trip.status} />
        </HStack>
        <QueueTraveler traveler={trip.traveler} />
        <Text fontSize="sm" color="fg.muted">
          {calendarDate(trip.departureDate)} to {calendarDate(trip.arrivalDate)} · {trip.availableSpaceKg} kg ·{' '}
          {trip.airlineName ?? 'airline not given'}
          {trip.fromAirport || trip.toAirport ? ` · ${trip.fromAirport ?? '?'} → ${trip.toAirport ?? '?'}` : ''}
        </Text>
        <HStack gap="4" fontSize="sm" flexWrap="wrap">
          <Link asChild color="teal.700">
            <RouterLink to={`/travelers/${trip.travelerId}`}>Traveler profile</RouterLink>
          </Link>
          {trip.itineraryUrl && (
            <Link href={trip.itineraryUrl} target="_blank" rel="noreferrer noopener" color="teal.700">
              Itinerary
            </Link>
          )}
        </HStack>
        {trip.notes && <Text fontSize="sm">Traveler's notes: {trip.notes}</Text>}
        {trip.adminNotes && <Text fontSize="sm">Admin notes: {trip.adminNotes}</Text>}
        {reviewable && (
          <Stack gap="2">
            <FormField
              label="Notes for the traveler"
              error={error}
              required={false}
              helper="Required to reject; optional to approve."
            >
              <Textarea rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
            </FormField>
            <HStack>
              <Button
                size="sm"
                colorPalette="teal"
                loading={approve.isPending}
                onClick={() =>
                  approve.mutate(
                    { tripId: trip.id, adminNotes: notes.trim() || null },
                    {
                      onSuccess: () => notify({ title: 'Trip approved', type: 'success' }),
                      onError: fail('Could not approve the trip'),
                    },
                  )
                }
              >
                Approve
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                loading={reject.isPending}
                onClick={() => {
                  const problem = rejectionNotesProblem(notes);
                  setError(problem ?? undefined);
                  if (problem) return;
                  reject.mutate(
                    { tripId: trip.id, adminNotes: notes.trim() },
                    {
                      onSuccess: () => notify({ title: 'Trip rejected', type: 'info' }),
                      onError: fail('Could not reject the trip'),
                    },
                  );
                }}
              >
                Reject
              </Button>
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const STATUSES: TripStatus[] = ['pending_verification', 'active', 'rejected', 'cancelled', 'completed'];

/** /admin (staff): the trip verification queue: approve a trip or reject it with notes. */
export function AdminTripReviewPage() {
  const [status, setStatus] = useState<TripStatus>('pending_verification');
  const [page, setPage] = useState(1);
  const query = useAdminTrips(status, page);
  return (
    <AdminPage
      title="Trip review"
      summary="New trips wait here until staff verify them; only verified trips are offered to senders."
      action="trips.read"
    >
      <Card.Root as="section" aria-labelledby="trip-review-title">
        <Card.Body gap="4">
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <Heading as="h2" size="lg" id="trip-review-title">
              Trip verification
            </Heading>
            <SelectField
              size="sm"
              maxW="xs"
              aria-label="Trip status"
              value={status}
              onChange={(e) => {
                setPage(1);
                setStatus(e.target.value as TripStatus);
              }}
              options={STATUSES.map((s) => ({ value: s, label: statusText(s) }))}
            />
          </HStack>
          {query.isPending ? (
            <PageSpinner label="Loading trips..." />
          ) : query.error ? (
            <QueryError title="We couldn't load the trips to review." error={query.error} />
          ) : query.data.items.length === 0 ? (
            <Text color="fg.muted">
              No trips{' '}
              {status === 'pending_verification'
                ? 'waiting for verification'
                : `with status ${statusText(status).toLowerCase()}`}
              .
            </Text>
          ) : (
            <>
              <Stack as="ul" gap="3" aria-label="Trips to review">
                {query.data.items.map((trip) => (
                  <ReviewCard key={trip.id} trip={trip} />
                ))}
              </Stack>
              <Pager
                page={page}
                pageSize={query.data.pageSize}
                total={query.data.total}
                onPage={setPage}
                label="Trips to review"
              />
            </>
          )}
        </Card.Body>
      </Card.Root>
    </AdminPage>
  );
}
