import { Alert, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { formatMoney, statusText } from '@/lib/marketplace-format';
import { usePayment } from '../api/get-payment';
import { AmountBreakdown } from './amount-breakdown';

/** The payment as the server has it: the page says "paid" only when the server says so. */
function PaymentSummary({ shipmentId }: { shipmentId: string }) {
  const query = usePayment(shipmentId);
  if (query.isPending) return <PageSpinner />;
  if (query.error || !query.data)
    return <Text color="fg.muted">Your payment details will appear on the shipment's page.</Text>;
  const payment = query.data;
  if (payment.status === 'pending') {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This payment isn't complete yet</Alert.Title>
          <Alert.Description>
            <RouterLink to={`/payment/${shipmentId}`}>Return to the payment page</RouterLink> to finish it.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="4" data-testid="payment-summary">
      <Text>
        <strong>{formatMoney(payment.breakdown.total, payment.breakdown.currency)}</strong> —{' '}
        {statusText(payment.status)}
        {payment.status === 'held'
          ? ': held in escrow until the package is delivered, then released to your traveler.'
          : '.'}
      </Text>
      <AmountBreakdown breakdown={payment.breakdown} />
    </Stack>
  );
}

/** /payment-success?shipment=<id> */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const shipmentId = params.get('shipment') ?? '';
  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Payment successful"
        description="Your payment is held in escrow until delivery."
        path="/payment-success"
        noIndex
      />
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Payment successful
        </Heading>
        <Text color="fg.muted">
          Thank you. Your money is safe in escrow: the traveler is paid only after the package is delivered.
        </Text>
        {shipmentId && <PaymentSummary shipmentId={shipmentId} />}
        <HStack gap="3" flexWrap="wrap">
          {shipmentId && (
            <Button asChild colorPalette="teal">
              <RouterLink to={`/shipments/${shipmentId}`}>View shipment</RouterLink>
            </Button>
          )}
          <Button asChild variant="outline">
            <RouterLink to="/shipments">My Shipments</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
