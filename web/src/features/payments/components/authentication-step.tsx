import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { stripeFor } from '@/lib/stripe-loader';

type Props = {
  mode: 'stripe' | 'test';
  publishableKey: string | null;
  clientSecret: string | null;
  totalText: string;
  pending: boolean;
  onComplete: (outcome: 'approve' | 'fail') => void;
};

/**
 * 3-D Secure (decline code authentication_required). Stripe mode hands the intent's client
 * secret to Stripe.js, which shows the bank's own challenge; test mode shows a stand-in for
 * the bank's page whose answer the test provider simulates. Either way the server then asks
 * the provider how it went (completeAuthentication): the browser's word is not taken for it.
 */
export function AuthenticationStep({ mode, publishableKey, clientSecret, totalText, pending, onComplete }: Props) {
  const [busy, setBusy] = useState(false);
  const runStripe = async () => {
    if (!publishableKey || !clientSecret) return onComplete('approve');
    setBusy(true);
    try {
      const stripe = await stripeFor(publishableKey);
      await stripe?.handleNextAction({ clientSecret });
    } finally {
      setBusy(false);
    }
    onComplete('approve');
  };
  return (
    <Card.Root
      as="section"
      aria-labelledby="authentication-heading"
      borderColor="teal.muted"
      data-testid="authentication-step"
    >
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="authentication-heading">
          Confirm the payment with your bank
        </Heading>
        {mode === 'stripe' ? (
          <Stack gap="3">
            <Text>
              Your bank asks you to confirm this payment of {totalText}. Stripe opens your bank's confirmation window.
            </Text>
            <Button colorPalette="teal" alignSelf="start" loading={busy || pending} onClick={() => void runStripe()}>
              Continue to your bank
            </Button>
          </Stack>
        ) : (
          <Stack gap="3" role="group" aria-label="Test bank authentication">
            <Text>
              Your bank asks you to confirm this payment of {totalText} to Oneway. (Test mode: this stands in for your
              bank's 3-D Secure page.)
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <Button colorPalette="teal" loading={pending} onClick={() => onComplete('approve')}>
                Complete authentication
              </Button>
              <Button variant="outline" colorPalette="red" disabled={pending} onClick={() => onComplete('fail')}>
                Fail authentication
              </Button>
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
