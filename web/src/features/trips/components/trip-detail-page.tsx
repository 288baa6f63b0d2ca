import { Alert, Badge, Button, Card, Code, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DetailQueryPage } from '@/components/ui/detail-query-page';
import { DetailRows } from '@/components/ui/detail-rows';
import { EditInPlace } from '@/components/ui/edit-in-place';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { RouteDetailLayout } from '@/components/ui/route-detail-layout';
import { SectionCard } from '@/components/ui/section-card';
import { calendarDate, formatMoney, formatWeight, statusText } from '@/lib/marketplace-format';
import { notify } from '@/lib/toaster';
import { viewerId } from '@/lib/viewer';
import { useCancelTrip } from '../api/cancel-trip';
import { useCompleteTrip } from '../api/complete-trip';
import { useCarriedShipments } from '../api/get-carried-shipments';
import { useCompatibleShipments } from '../api/get-compatible-shipments';
import { useTrip } from '../api/get-trip';
import { useUpdateTrip } from '../api/update-trip';
import type { TripPublicView, TripView } from '../api/types';
import { CarriedShipmentActions } from './carried-shipment-actions';
import { formValuesFromTrip } from '../utils/trip-form';
import { mayDo } from '../utils/trip-rules';
import { TripForm } from './trip-form';
import { TripStatusBadge } from './trip-status-badge';

const isOwnView = (trip: TripView | TripPublicView): trip is TripView => 'adminNotes' in trip;

function CompatibleShipments({ trip }: { trip: TripView }) {
  const [page, setPage] = useState(1);
  const query = useCompatibleShipments(trip.id, page, trip.status === 'active');
  if (trip.status !== 'active')
    return <Text color="fg.muted">Compatible shipments appear once your trip is verified and active.</Text>;
  if (query.isPending) return <PageSpinner label="Finding shipments that fit your trip..." />;
  if (query.error) return <QueryError title="We couldn't load compatible shipments." error={query.error} />;
  if (query.data.items.length === 0)
    return <Text color="fg.muted">No pending shipments fit this trip right now. Check back later.</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" aria-label="Compatible shipments">
        {query.data.items.map((s) => (
          <Card.Root as="li" key={s.id} size="sm" listStyleType="none">
            <Card.Body>
              <HStack justify="space-between" flexWrap="wrap" gap="3">
                <Stack gap="0">
                  <Text fontWeight="semibold">
                    {s.fromLocation} → {s.toLocation}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatWeight(s.weight, s.weightUnit)} · {s.size} · {s.contents} ·{' '}
                    {calendarDate(s.earliestPickupDate)} to {calendarDate(s.latestDeliveryDate)}
                  </Text>
                </Stack>
                <HStack>
                  <Text fontWeight="semibold">{formatMoney(s.paymentAmount, s.currency)}</Text>
                  <Button asChild size="sm" colorPalette="teal">
                    <RouterLink to={`/show-interest?shipmentId=${s.id}&tripId=${trip.id}`}>Show interest</RouterLink>
                  </Button>
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <Pager
        page={page}
        pageSize={query.data.pageSize}
        total={query.data.total}
        onPage={setPage}
        label="Compatible shipments"
      />
    </Stack>
  );
}

function CarriedShipments({ tripId }: { tripId: string }) {
  const query = useCarriedShipments(true);
  if (query.isPending) return <PageSpinner label="Loading your packages..." />;
  if (query.error) return <QueryError title="We couldn't load the packages on this trip." error={query.error} />;
  const items = query.data.items.filter((s) => s.tripId === tripId);
  if (items.length === 0) return <Text color="fg.muted">No packages matched to this trip yet.</Text>;
  return (
    <Stack as="ul" gap="3" aria-label="Packages on this trip">
      {items.map((s) => (
        <Card.Root as="li" key={s.id} size="sm" listStyleType="none">
          <Card.Body gap="2">
            <HStack justify="space-between" flexWrap="wrap">
              <Link asChild fontWeight="semibold" color="teal.700">
                <RouterLink to={`/shipments/${s.id}`}>
                  {s.trackingNumber}: {s.fromLocation} → {s.toLocation}
                </RouterLink>
              </Link>
              <Badge>{statusText(s.status)}</Badge>
            </HStack>
            {s.pickupCode && (
              <Text>
                Pickup code to show the sender:{' '}
                <Code fontSize="lg" letterSpacing="0.2em">
                  {s.pickupCode}
                </Code>
              </Text>
            )}
            {s.status === 'matched' && (
              <Text fontSize="sm" color="fg.muted">
                The sender enters this code when they hand the package over to you.
              </Text>
            )}
            <CarriedShipmentActions shipment={s} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function EditTrip({ trip }: { trip: TripView }) {
  const update = useUpdateTrip();
  if (!mayDo(trip, 'edit')) return null;
  return (
    <EditInPlace title="Edit trip" idPrefix="trip">
      {(close) => (
        <>
          {trip.status === 'active' && (
            <Text fontSize="sm" color="fg.muted">
              Changing the route or dates sends the trip back to verification.
            </Text>
          )}
          <TripForm
            initial={formValuesFromTrip(trip)}
            ariaLabel="Edit trip"
            submitText="Save changes"
            loadingText="Saving..."
            pending={update.isPending}
            onValid={(body, fail) =>
              update.mutate(
                { tripId: trip.id, body },
                {
                  onSuccess: () => {
                    notify({ title: 'Trip updated', type: 'success' });
                    close();
                  },
                  onError: fail,
                },
              )
            }
          />
        </>
      )}
    </EditInPlace>
  );
}

function OwnerActions({ trip }: { trip: TripView }) {
  const cancel = useCancelTrip();
  const complete = useCompleteTrip();
  const fail = (title: string) => (error: Error) => notify({ title, description: error.message, type: 'error' });
  if (!mayDo(trip, 'complete') && !mayDo(trip, 'cancel')) return null;
  return (
    <HStack gap="3" flexWrap="wrap">
      {mayDo(trip, 'complete') && (
        <Button
          variant="outline"
          loading={complete.isPending}
          onClick={() =>
            complete.mutate(trip.id, {
              onSuccess: () => notify({ title: 'Trip completed', type: 'success' }),
              onError: fail('Could not complete the trip'),
            })
          }
        >
          Mark trip completed
        </Button>
      )}
      {mayDo(trip, 'cancel') && (
        <Button
          variant="outline"
          colorPalette="red"
          loading={cancel.isPending}
          onClick={() => {
            if (!window.confirm('Cancel this trip?')) return;
            cancel.mutate(trip.id, {
              onSuccess: () => notify({ title: 'Trip cancelled', type: 'info' }),
              onError: fail('Could not cancel the trip'),
            });
          }}
        >
          Cancel trip
        </Button>
      )}
    </HStack>
  );
}

/** /trip/:id, /trips/:id: a trip's status (with admin notes), compatible shipments and the packages it carries. */
export function TripDetailPage() {
  const { id = '' } = useParams();
  return (
    <DetailQueryPage
      query={useTrip(id)}
      errorTitle="We couldn't load this trip."
      backTo="/trips"
      backText="Back to My Trips"
    >
      {(trip) => <TripDetail trip={trip} />}
    </DetailQueryPage>
  );
}

function TripDetail({ trip }: { trip: TripView | TripPublicView }) {
  const own = isOwnView(trip) && viewerId() === trip.travelerId;
  const c = trip.packageConstraints;
  const accepts = (['fragile', 'electronics', 'liquids', 'food'] as const).filter((k) => c[k]);
  const rows: Array<[string, string]> = [
    ['Departure', `${calendarDate(trip.departureDate)}${trip.fromAirport ? ` · ${trip.fromAirport}` : ''}`],
    ['Arrival', `${calendarDate(trip.arrivalDate)}${trip.toAirport ? ` · ${trip.toAirport}` : ''}`],
    ['Space', `${trip.remainingSpaceKg} of ${trip.availableSpaceKg} kg free`],
    ['Accepts', accepts.length ? accepts.join(', ') : 'No fragile items, electronics, liquids or food'],
    ['Value limit', c.valueLimit ? formatMoney(c.valueLimit.amount, c.valueLimit.currency) : 'None'],
    ['Heaviest package', c.weightLimitKg ? `${c.weightLimitKg} kg` : 'No limit'],
  ];
  if (trip.airlineName) rows.push(['Airline', trip.airlineName]);

  return (
    <RouteDetailLayout
      title="Trip details"
      description="Route, dates, space left and the packages matched to this trip."
      path={`/trips/${trip.id}`}
      from={trip.fromLocation}
      to={trip.toLocation}
      badge={<TripStatusBadge status={trip.status} />}
    >
      {own && trip.status === 'pending_verification' && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>We're verifying your trip</Alert.Title>
            <Alert.Description>
              Senders see your trip and you can show interest in shipments once our team approves it.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {own && trip.status === 'rejected' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your trip was not approved</Alert.Title>
            <Alert.Description data-testid="admin-notes">{trip.adminNotes ?? 'No reason was given.'}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <SectionCard idPrefix="trip" title="Trip">
        <DetailRows rows={rows} />
        {own && trip.status === 'active' && trip.adminNotes && (
          <Text fontSize="sm" color="fg.muted">
            Reviewer notes: {trip.adminNotes}
          </Text>
        )}
        {own ? (
          <OwnerActions trip={trip} />
        ) : (
          <Button asChild variant="outline" size="sm" alignSelf="start">
            <RouterLink to={`/travelers/${trip.travelerId}`}>View traveler profile</RouterLink>
          </Button>
        )}
      </SectionCard>
      {own && <EditTrip trip={trip} />}
      {own && (
        <>
          <SectionCard idPrefix="trip" title="Packages on this trip">
            <CarriedShipments tripId={trip.id} />
          </SectionCard>
          <SectionCard idPrefix="trip" title="Compatible shipments">
            <CompatibleShipments trip={trip} />
          </SectionCard>
        </>
      )}
    </RouteDetailLayout>
  );
}
