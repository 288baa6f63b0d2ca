import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { CardFieldsGroup, useCardFields } from '@/components/ui/card-fields-group';
import type { TestCard } from '../api/types';

/** Test mode's card form for saving a card (Stripe mode uses Elements: AddStripeCardForm). */
export function AddCardForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (card: TestCard, makeDefault: boolean, reset: () => void) => void;
}) {
  const card = useCardFields();
  const [makeDefault, setMakeDefault] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = card.check();
    if (checked) onSubmit(checked, makeDefault, card.reset);
  };
  return (
    <form aria-label="Add a card" noValidate onSubmit={submit}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Test mode: save a test card such as 4242 4242 4242 4242.
        </Text>
        <CardFieldsGroup card={card} />
        <Checkbox.Root checked={makeDefault} onCheckedChange={(e) => setMakeDefault(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Make this my default card</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" colorPalette="teal" loading={pending} alignSelf="start">
          Save card
        </Button>
      </Stack>
    </form>
  );
}
