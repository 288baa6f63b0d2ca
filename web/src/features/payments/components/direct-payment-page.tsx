import { Alert, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { formatMoney } from '@/lib/marketplace-format';
import { useCheckout } from '../api/get-checkout';
import { AmountBreakdown } from './amount-breakdown';
import { AuthenticationStep } from './authentication-step';
import { PayOutcome } from './pay-outcome';
import { AlreadyPaid } from './payment-page';
import { usePayFlow } from './use-pay-flow';
import { SectionCard } from '@/components/ui/section-card';

function DirectCheckout({ shipmentId }: { shipmentId: string }) {
  const query = useCheckout(shipmentId);
  const checkout = query.data;
  const flow = usePayFlow(shipmentId, false, checkout?.payment?.awaitingAuthentication ?? false);
  if (query.isPending) return <PageSpinner />;
  if (query.error || !checkout) return <QueryError title="We couldn't load this payment." error={query.error} />;
  if (checkout.payment && checkout.payment.status !== 'pending') return <AlreadyPaid checkout={checkout} />;
  const totalText = formatMoney(checkout.breakdown.total, checkout.breakdown.currency);
  const card = checkout.defaultCard;
  return (
    <Stack gap="6">
      <SectionCard idPrefix="payment" title="Amount">
        <AmountBreakdown breakdown={checkout.breakdown} />
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
      {flow.phase.kind === 'form' &&
        (card ? (
          <SectionCard idPrefix="payment" title="Default card">
            <Text data-testid="default-card">
              {card.details.brand ? `${card.details.brand.toUpperCase()} ` : 'Card '}•••• {card.details.last4}
              {card.details.expMonth && card.details.expYear
                ? `, expires ${String(card.details.expMonth).padStart(2, '0')}/${String(card.details.expYear).slice(-2)}`
                : ''}
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <Button colorPalette="teal" loading={flow.pending} onClick={() => flow.pay({ kind: 'default' })}>
                Pay {totalText} now
              </Button>
              <Button asChild variant="outline">
                <RouterLink to={`/payment/${shipmentId}`}>Use another card</RouterLink>
              </Button>
            </HStack>
          </SectionCard>
        ) : (
          <Alert.Root status="info" data-testid="no-default-card">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>You have no default card</Alert.Title>
              <Alert.Description>
                Add a card in Payment methods, or pay with a card on the payment page.
              </Alert.Description>
            </Alert.Content>
            <HStack alignSelf="center">
              <Button asChild size="sm" variant="outline">
                <RouterLink to="/payment-methods">Payment methods</RouterLink>
              </Button>
              <Button asChild size="sm" colorPalette="teal">
                <RouterLink to={`/payment/${shipmentId}`}>Pay with a card</RouterLink>
              </Button>
            </HStack>
          </Alert.Root>
        ))}
    </Stack>
  );
}

/** /direct-payment/:shipmentId — one step with the default saved card. */
export function DirectPaymentPage() {
  const { shipmentId = '' } = useParams();
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Quick payment"
        description="Pay for your shipment with your default card."
        path={`/direct-payment/${shipmentId}`}
        noIndex
      />
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Pay with your default card
        </Heading>
        <DirectCheckout shipmentId={shipmentId} />
      </Stack>
    </Container>
  );
}
