import { Button, Card, Container, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { ApiError } from '@/lib/api-error';
import { calendarDate, formatMoney, formatWeight } from '@/lib/marketplace-format';
import { useAvailableShipment } from '../api/get-available-shipment';
import { ShowInterestForm } from './show-interest-form';

/** /show-interest?shipmentId=…&tripId=…: offer to carry one shipment (linked from a trip's compatible shipments). */
export function ShowInterestPage() {
  const [params] = useSearchParams();
  const shipmentId = params.get('shipmentId');
  const tripId = params.get('tripId') ?? undefined;
  const query = useAvailableShipment(shipmentId);
  const navigate = useNavigate();
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Offer to carry a package"
        description="Tell the sender you can carry their package on your trip."
        path="/show-interest"
        noIndex
      />
      <Heading as="h1" size="2xl" mb="6">
        Offer to carry a package
      </Heading>
      {!shipmentId ? (
        <Card.Root>
          <Card.Body gap="3">
            <Text>Pick a shipment first: browse the packages waiting for a traveler on your route.</Text>
            <Button asChild colorPalette="teal" alignSelf="start">
              <RouterLink to="/available-shipments">Available Shipments</RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      ) : query.isPending ? (
        <PageSpinner />
      ) : query.error instanceof ApiError && query.error.status === 401 ? (
        <Card.Root>
          <Card.Body gap="3">
            <Text>Sign in to offer to carry this package.</Text>
            <Button asChild colorPalette="teal" alignSelf="start">
              <RouterLink to={`/auth?return_to=${encodeURIComponent(`/show-interest?${params.toString()}`)}`}>
                Sign in
              </RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      ) : query.error ? (
        <QueryError title="This shipment is no longer available." error={query.error} />
      ) : (
        <Card.Root>
          <Card.Body gap="4">
            <Heading as="h2" size="lg">
              {query.data.fromLocation} → {query.data.toLocation}
            </Heading>
            <Text color="fg.muted">
              {formatWeight(query.data.weight, query.data.weightUnit)} · {query.data.size} · {query.data.contents} ·
              pickup from {calendarDate(query.data.earliestPickupDate)}, deliver by{' '}
              {calendarDate(query.data.latestDeliveryDate)} ·{' '}
              {formatMoney(query.data.paymentAmount, query.data.currency)}
            </Text>
            <ShowInterestForm shipment={query.data} tripId={tripId} onDone={() => void navigate('/my-interests')} />
          </Card.Body>
        </Card.Root>
      )}
    </Container>
  );
}
