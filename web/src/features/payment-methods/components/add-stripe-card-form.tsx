import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, useState, type FormEvent } from 'react';

/** Stripe mode: Elements turns the card into a `pm_…`; only that reference reaches Oneway (saved via a SetupIntent). */
function Form({
  pending,
  onPaymentMethod,
  onError,
}: {
  pending: boolean;
  onPaymentMethod: (ref: string) => void;
  onError: (message: string) => void;
}) {
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
      if (error || !paymentMethod) onError(error?.message ?? 'Your card could not be saved.');
      else onPaymentMethod(paymentMethod.id);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form aria-label="Add a card" onSubmit={(e) => void submit(e)}>
      <Stack gap="4">
        <Box borderWidth="1px" borderRadius="md" p="3">
          <CardElement />
        </Box>
        <Text fontSize="sm" color="fg.muted">
          Card number (16 digits), expiry (MM/YY), CVC (3 digits) and ZIP are entered securely with Stripe.
        </Text>
        <Button type="submit" colorPalette="teal" loading={pending || busy} disabled={!stripe} alignSelf="start">
          Save card
        </Button>
      </Stack>
    </form>
  );
}

export function AddStripeCardForm({
  publishableKey,
  ...props
}: {
  publishableKey: string;
  pending: boolean;
  onPaymentMethod: (ref: string) => void;
  onError: (message: string) => void;
}) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <Form {...props} />
    </Elements>
  );
}
