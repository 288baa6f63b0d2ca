import { Alert, Badge, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { DetailQueryPage } from '@/components/ui/detail-query-page';
import { DetailRows } from '@/components/ui/detail-rows';
import { SectionCard } from '@/components/ui/section-card';
import { calendarDate, formatMoney } from '@/lib/marketplace-format';
import { useMatch } from '../api/get-matches';
import type { MatchView } from '../api/match-types';
import { matchStatusText, paymentStateText } from '../utils/match-labels';
import { HandoffCode } from './handoff-code';
import { MatchActions } from './match-actions';
import { MatchParty } from './match-party';
import { ShipmentProgressSteps } from './shipment-progress-steps';
import { ShipmentStatusBadge } from './shipment-status-badge';

function detailRows(match: MatchView): Array<[string, string]> {
  const s = match.shipment;
  const rows: Array<[string, string]> = [
    ['Route', `${s.fromLocation} → ${s.toLocation}`],
    ['Pickup from', calendarDate(s.earliestPickupDate)],
    ['Delivery by', calendarDate(s.latestDeliveryDate)],
  ];
  if (match.trip) {
    rows.push(['Traveler departs', calendarDate(match.trip.departureDate)]);
    rows.push(['Traveler arrives', calendarDate(match.trip.arrivalDate)]);
    if (match.trip.airlineName) rows.push(['Airline', match.trip.airlineName]);
  }
  rows.push(['Package', `${s.contents}, ${s.weightKg} kg`]);
  rows.push(['Tracking number', s.trackingNumber]);
  rows.push(['Price', formatMoney(s.paymentAmount, s.currency)]);
  const payment = paymentStateText(s.escrowStatus);
  if (payment) rows.push(['Payment', payment]);
  return rows;
}

/** /matches/:id: one match from the caller's side, with what to do next. Another user's match is not found. */
export function MatchDetailPage() {
  const { id = '' } = useParams();
  return (
    <DetailQueryPage
      query={useMatch(id)}
      errorTitle="We couldn't load this match."
      backTo="/matches"
      backText="Back to My Matches"
      loadingLabel="Loading the match..."
    >
      {(match) => <MatchDetail match={match} />}
    </DetailQueryPage>
  );
}

function MatchDetail({ match }: { match: MatchView }) {
  const s = match.shipment;
  const seesShipment = match.role === 'sender' || match.status === 'accepted';
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Match details"
        description="One match between a shipment and a traveler."
        path={`/matches/${match.id}`}
        noIndex
      />
      <Stack gap="6">
        <Stack gap="2">
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h1" size="2xl">
              {s.fromLocation} → {s.toLocation}
            </Heading>
            <ShipmentStatusBadge status={s.status} />
          </HStack>
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette={match.status === 'accepted' ? 'teal' : 'gray'} data-testid="match-status">
              {matchStatusText(match)}
            </Badge>
            <Text color="fg.muted" fontSize="sm">
              You are the {match.role} · {s.trackingNumber}
            </Text>
          </HStack>
        </Stack>

        <Alert.Root status="info" data-testid="next-step">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Next step</Alert.Title>
            <Alert.Description>{match.nextStep}</Alert.Description>
          </Alert.Content>
        </Alert.Root>

        {s.pickupCode && (
          <HandoffCode
            label="Pickup code"
            code={s.pickupCode}
            hint="Show this code to the sender when you collect the package; they enter it to confirm the handoff."
          />
        )}
        {s.deliveryCode && (
          <HandoffCode
            label="Delivery code"
            code={s.deliveryCode}
            hint="Give this code to the receiver. The traveler enters it when the package is delivered. Do not share it with anyone else."
          />
        )}

        <MatchActions match={match} />

        <SectionCard idPrefix="match" title={match.role === 'sender' ? 'Your traveler' : 'The sender'}>
          <MatchParty match={match} />
          {match.message && (
            <Text fontStyle="italic" color="fg.muted">
              “{match.message}”
            </Text>
          )}
        </SectionCard>

        <SectionCard idPrefix="match" title="Route and dates">
          <ShipmentProgressSteps status={s.status} />
          <DetailRows rows={detailRows(match)} />
          <HStack gap="2" flexWrap="wrap">
            {seesShipment && (
              <Button asChild size="sm" variant="outline">
                <RouterLink to={`/shipments/${s.id}`}>Shipment details and timeline</RouterLink>
              </Button>
            )}
            {match.role === 'traveler' && match.trip && (
              <Button asChild size="sm" variant="outline">
                <RouterLink to={`/trips/${match.trip.id}`}>View trip</RouterLink>
              </Button>
            )}
            <Button asChild size="sm" variant="ghost">
              <RouterLink to="/matches">All matches</RouterLink>
            </Button>
          </HStack>
        </SectionCard>
      </Stack>
    </Container>
  );
}
