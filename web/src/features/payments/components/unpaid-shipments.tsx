import { Alert, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { formatMoney } from '@/lib/marketplace-format';
import { useUnpaidShipments } from '../api/get-unpaid-shipments';

/** /payment without a shipment: the sender's open shipments that still need paying. */
export function UnpaidShipments() {
  const query = useUnpaidShipments();
  if (query.isPending) return <PageSpinner />;
  if (query.error) return <QueryError title="We couldn't load your shipments." error={query.error} />;
  if (query.data.length === 0) {
    return (
      <Alert.Root status="info" data-testid="no-unpaid-shipments">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Nothing to pay right now</Alert.Title>
          <Alert.Description>
            You pay for a shipment from its page after listing it; the money is held in escrow until delivery. Every
            shipment of yours is either paid or closed.
          </Alert.Description>
        </Alert.Content>
        <Button asChild size="sm" variant="outline" alignSelf="center">
          <RouterLink to="/ship">Ship a package</RouterLink>
        </Button>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="3" data-testid="unpaid-shipments">
      <Text color="fg.muted">
        Choose a shipment to pay for. Your payment is held in escrow until the package is delivered.
      </Text>
      {query.data.map((s) => (
        <Card.Root key={s.id} size="sm">
          <Card.Body>
            <HStack justify="space-between" gap="4" flexWrap="wrap">
              <Stack gap="0">
                <Text fontWeight="semibold">
                  {s.fromLocation} → {s.toLocation}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  Shipment amount {formatMoney(s.paymentAmount, s.currency)}
                </Text>
              </Stack>
              <Button asChild colorPalette="teal" size="sm">
                <RouterLink to={`/payment/${s.id}`}>Pay</RouterLink>
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
