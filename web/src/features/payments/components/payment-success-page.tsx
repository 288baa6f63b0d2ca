import { Alert, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { ApiError } from '@/lib/api-error';
import { formatMoney, statusText } from '@/lib/marketplace-format';
import { usePayment } from '../api/get-payment';
import type { PaymentView } from '../api/types';
import { AmountBreakdown } from './amount-breakdown';

/** Money the sender has paid: in escrow or already released to the traveler. */
const isPaid = (payment: PaymentView) => payment.status === 'held' || payment.status === 'released';

function Actions({ shipmentId }: { shipmentId: string }) {
  return (
    <HStack gap="3" flexWrap="wrap">
      <Button asChild colorPalette="teal">
        <RouterLink to={`/shipments/${shipmentId}`}>View shipment</RouterLink>
      </Button>
      <Button asChild variant="outline">
        <RouterLink to="/shipments">My Shipments</RouterLink>
      </Button>
    </HStack>
  );
}

function Paid({ payment }: { payment: PaymentView }) {
  return (
    <Stack gap="6" data-testid="payment-state" data-status={payment.status}>
      <Heading as="h1" size="2xl">
        Payment successful
      </Heading>
      <Text color="fg.muted">
        Thank you. Your money is safe in escrow: the traveler is paid only after the package is delivered.
      </Text>
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
      <Actions shipmentId={payment.shipmentId} />
    </Stack>
  );
}

/** A payment that exists but holds no money: say so, and where to go. */
function NotPaid({ payment }: { payment: PaymentView }) {
  const pending = payment.status === 'pending';
  return (
    <Stack gap="6" data-testid="payment-state" data-status={payment.status}>
      <Heading as="h1" size="2xl">
        {pending ? 'Payment not complete' : payment.status === 'refunded' ? 'Payment refunded' : 'Payment on hold'}
      </Heading>
      <Alert.Root status={pending ? 'warning' : 'info'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {pending
              ? "This shipment isn't paid yet."
              : payment.status === 'refunded'
                ? 'This payment was refunded to your card.'
                : 'This payment is on hold while our team reviews it.'}
          </Alert.Title>
          {pending && (
            <Alert.Description>
              <RouterLink to={`/payment/${payment.shipmentId}`}>Return to the payment page</RouterLink> to finish it.
            </Alert.Description>
          )}
        </Alert.Content>
      </Alert.Root>
      <Actions shipmentId={payment.shipmentId} />
    </Stack>
  );
}

function PaymentState({ shipmentId }: { shipmentId: string }) {
  const query = usePayment(shipmentId, { poll: true });
  if (query.isPending) return <PageSpinner label="Checking your payment..." />;
  // No payment at all for this shipment: nothing to celebrate, go and pay it.
  if (query.error instanceof ApiError && query.error.status === 404)
    return <Navigate to={`/payment/${encodeURIComponent(shipmentId)}`} replace />;
  if (query.error) return <QueryError title="We couldn't check this payment." error={query.error} />;
  return isPaid(query.data) ? <Paid payment={query.data} /> : <NotPaid payment={query.data} />;
}

/**
 * /payment-success?shipment=<id> (issue 18 item 3): the page shows the shipment's real payment
 * state, read from the server; "Payment successful" only when the money is held or released.
 * Without a shipment it goes to the list of shipments to pay.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const shipmentId = params.get('shipment') ?? '';
  if (!shipmentId) return <Navigate to="/payment" replace />;
  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <PageMeta title="Payment" description="The state of your shipment's payment." path="/payment-success" noIndex />
      <PaymentState shipmentId={shipmentId} />
    </Container>
  );
}
