import { Button, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { CardFieldsGroup, useCardFields } from '@/components/ui/card-fields-group';
import type { TestCard } from '../api/types';

/**
 * The built-in card form of test mode (no Stripe keys configured): the card goes to the
 * payments service's test provider, which answers like Stripe's test mode. In Stripe mode
 * this form is never shown: Elements collects the card (StripeCardForm).
 */
export function TestCardForm({
  submitText,
  pending,
  onSubmit,
}: {
  submitText: string;
  pending: boolean;
  onSubmit: (card: TestCard) => void;
}) {
  const card = useCardFields();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = card.check();
    if (checked) onSubmit(checked);
  };
  return (
    <form aria-label="Card details" noValidate onSubmit={submit}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted" data-testid="test-mode-note">
          Test mode: no real card is charged. Use a test card such as 4242 4242 4242 4242.
        </Text>
        <CardFieldsGroup card={card} />
        <Button type="submit" colorPalette="teal" loading={pending} alignSelf="start">
          {submitText}
        </Button>
      </Stack>
    </form>
  );
}
