import { Alert, Button, Checkbox, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { formatMoney, statusText } from '@/lib/marketplace-format';
import { useCheckout } from '../api/get-checkout';
import type { Checkout } from '../api/types';
import { AmountBreakdown } from './amount-breakdown';
import { AuthenticationStep } from './authentication-step';
import { PayOutcome } from './pay-outcome';
import { TestCardForm } from './test-card-form';
import { UnpaidShipments } from './unpaid-shipments';
import { successPath, usePayFlow } from './use-pay-flow';
import { SectionCard } from '@/components/ui/section-card';

// Stripe's React bindings load only when the server says it runs in Stripe mode.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

/** A payment that is no longer pending: nothing to pay, say where the money is. */
export function AlreadyPaid({ checkout }: { checkout: Checkout }) {
  const status = checkout.payment?.status ?? 'held';
  return (
    <Alert.Root status={status === 'refunded' ? 'info' : 'success'} data-testid="already-paid">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>This shipment is paid</Alert.Title>
        <Alert.Description>
          Payment status: {statusText(status)}. {status === 'held' ? 'The money is held in escrow until delivery.' : ''}
        </Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" variant="outline" alignSelf="center">
        <RouterLink to={status === 'held' ? successPath(checkout.shipmentId) : `/shipments/${checkout.shipmentId}`}>
          View
        </RouterLink>
      </Button>
    </Alert.Root>
  );
}

function CheckoutView({ shipmentId }: { shipmentId: string }) {
  const [insured, setInsured] = useState(false);
  const query = useCheckout(shipmentId, insured);
  const checkout = query.data;
  const flow = usePayFlow(shipmentId, insured, checkout?.payment?.awaitingAuthentication ?? false);
  if (query.isPending) return <PageSpinner />;
  if (query.error || !checkout) return <QueryError title="We couldn't load this payment." error={query.error} />;
  if (checkout.payment && checkout.payment.status !== 'pending') return <AlreadyPaid checkout={checkout} />;

  const totalText = formatMoney(checkout.breakdown.total, checkout.breakdown.currency);
  const submitText = `Pay ${totalText}`;
  return (
    <Stack gap="6">
      <SectionCard idPrefix="payment" title="Amount">
        <AmountBreakdown breakdown={checkout.breakdown} />
        {!checkout.payment && (
          <Checkbox.Root
            checked={insured}
            onCheckedChange={(e) => setInsured(e.checked === true)}
            disabled={query.isFetching}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Insure this shipment (the premium is added above)</Checkbox.Label>
          </Checkbox.Root>
        )}
      </SectionCard>
      <PayOutcome flow={flow} shipmentId={shipmentId} />
      {flow.phase.kind === 'authenticate' && (
        <AuthenticationStep
          mode={checkout.mode}
          publishableKey={checkout.publishableKey}
          clientSecret={flow.phase.clientSecret}
          totalText={totalText}
          pending={flow.pending}
          onComplete={flow.completeAuthentication}
        />
      )}
      {flow.phase.kind === 'form' && (
        <SectionCard idPrefix="payment" title="Card">
          {checkout.defaultCard && (
            <Stack gap="2" data-testid="saved-card-option">
              <Button
                variant="outline"
                alignSelf="start"
                loading={flow.pending}
                onClick={() => flow.pay({ kind: 'saved', methodId: checkout.defaultCard!.id })}
              >
                Pay {totalText} with your saved card •••• {checkout.defaultCard.details.last4}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                Or pay with another card:
              </Text>
            </Stack>
          )}
          {checkout.mode === 'stripe' && checkout.publishableKey ? (
            <Suspense fallback={<PageSpinner />}>
              <StripeCardForm
                publishableKey={checkout.publishableKey}
                submitText={submitText}
                pending={flow.pending}
                onPaymentMethod={(ref) => flow.pay({ kind: 'provider_ref', ref })}
                onError={flow.showDecline}
              />
            </Suspense>
          ) : (
            <TestCardForm
              submitText={submitText}
              pending={flow.pending}
              onSubmit={(card) => flow.pay({ kind: 'test_card', card })}
            />
          )}
        </SectionCard>
      )}
    </Stack>
  );
}

/** /payment/:shipmentId (and /payment, which lists what still needs paying). */
export function PaymentPage() {
  const { shipmentId = '' } = useParams();
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Payment"
        description="Pay for your shipment; the money is held in escrow until delivery."
        path={shipmentId ? `/payment/${shipmentId}` : '/payment'}
        noIndex
      />
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {shipmentId ? 'Pay for your shipment' : 'Payments'}
        </Heading>
        {shipmentId ? <CheckoutView shipmentId={shipmentId} /> : <UnpaidShipments />}
      </Stack>
    </Container>
  );
}
