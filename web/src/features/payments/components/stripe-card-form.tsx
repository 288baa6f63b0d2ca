import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { stripeFor } from '../utils/stripe-loader';

// Stripe mode: the card is typed into Stripe's own iframe (Elements) and turned into a
// `pm_…` by Stripe; Oneway's servers only ever see that reference, never a card number.

/** Elements' own validation codes, mapped onto spec §8's so the sender reads the same texts. */
const ELEMENT_CODES: Record<string, string> = {
  incomplete_number: 'invalid_number',
  incomplete_cvc: 'invalid_cvc',
  incomplete_expiry: 'invalid_expiry_month',
  invalid_expiry_month_past: 'invalid_expiry_month',
  invalid_expiry_year_past: 'invalid_expiry_year',
  incomplete_zip: 'incorrect_zip',
};
export const declineCodeFromStripe = (code: string | undefined): string | null =>
  code ? (ELEMENT_CODES[code] ?? code) : null;

type Props = {
  submitText: string;
  pending: boolean;
  onPaymentMethod: (ref: string) => void;
  onError: (code: string | null) => void;
};

function ElementsForm({ submitText, pending, onPaymentMethod, onError }: Props) {
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
      if (error || !paymentMethod) onError(declineCodeFromStripe(error?.decline_code ?? error?.code));
      else onPaymentMethod(paymentMethod.id);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form aria-label="Card details" onSubmit={(e) => void submit(e)}>
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

export function StripeCardForm({ publishableKey, ...props }: Props & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <ElementsForm {...props} />
    </Elements>
  );
}
