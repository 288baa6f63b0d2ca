import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { stripeFor } from '@/lib/stripe-loader';

// Stripe mode: the card is typed into Stripe's own iframe (Elements) and turned into a
// `pm_…` by Stripe; Oneway's servers only ever see that reference, never a card number.

/** What Stripe said when it could not make a payment method of the card. */
export type StripeCardError = { code: string | null; message: string | null };

type Props = {
  ariaLabel: string;
  submitText: string;
  pending: boolean;
  onPaymentMethod: (ref: string) => void;
  onError: (error: StripeCardError) => void;
};

function ElementsForm({ ariaLabel, submitText, pending, onPaymentMethod, onError }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setBusy(true);
    try {
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
      if (error || !paymentMethod)
        onError({ code: error?.decline_code ?? error?.code ?? null, message: error?.message ?? null });
      else onPaymentMethod(paymentMethod.id);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form aria-label={ariaLabel} onSubmit={(e) => void submit(e)}>
      <Stack gap="4">
        <Box borderWidth="1px" borderRadius="md" p="3" data-testid="stripe-card-element">
          <CardElement options={{ hidePostalCode: false }} />
        </Box>
        <Text fontSize="sm" color="fg.muted">
          Card number (16 digits), expiry (MM/YY), CVC (3 digits) and ZIP are entered securely with Stripe.
        </Text>
        <Button type="submit" colorPalette="teal" loading={pending || busy} disabled={!stripe} alignSelf="start">
          {submitText}
        </Button>
      </Stack>
    </form>
  );
}

/** A card form on Stripe Elements (Stripe mode only), for paying and for saving a card. */
export function StripeCardForm({ publishableKey, ...props }: Props & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <ElementsForm {...props} />
    </Elements>
  );
}
