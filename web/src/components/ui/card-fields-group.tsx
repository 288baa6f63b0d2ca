import { Grid, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import {
  CARD_NUMBER_HINT,
  CVC_HINT,
  EXPIRY_HINT,
  ZIP_HINT,
  formatCardNumber,
  formatExpiry,
  toTestCard,
  validateCard,
  type CardFieldErrors,
  type CardFields,
} from '@/lib/card-fields';

const EMPTY: CardFields = { number: '', expiry: '', cvc: '', zip: '' };

/**
 * The test-mode card's typed fields and their errors. A field's error clears as soon as it is
 * edited; `check` shows every error at once and gives the card only when none is left.
 */
export function useCardFields() {
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const set = (name: keyof CardFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const check = () => {
    const found = validateCard(fields);
    setErrors(found);
    return Object.values(found).some(Boolean) ? null : toTestCard(fields);
  };
  return { fields, errors, set, check, reset: () => setFields(EMPTY) };
}

/** Card number, then expiry, CVC and ZIP side by side, each with its hint or its error. */
export function CardFieldsGroup({ card }: { card: ReturnType<typeof useCardFields> }) {
  const { fields, errors, set } = card;
  return (
    <>
      <FormField label="Card number" error={errors.number} helper={CARD_NUMBER_HINT}>
        <Input
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={fields.number}
          onChange={(e) => set('number', formatCardNumber(e.target.value))}
        />
      </FormField>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr 1fr' }} gap="4">
        <FormField label="Expiry (MM/YY)" error={errors.expiry} helper={EXPIRY_HINT}>
          <Input
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={fields.expiry}
            onChange={(e) => set('expiry', formatExpiry(e.target.value))}
          />
        </FormField>
        <FormField label="CVC" error={errors.cvc} helper={CVC_HINT}>
          <Input
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={fields.cvc}
            onChange={(e) => set('cvc', e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
        <FormField label="ZIP / postal code" error={errors.zip} helper={ZIP_HINT}>
          <Input
            name="zip"
            autoComplete="postal-code"
            placeholder="10001"
            maxLength={10}
            value={fields.zip}
            onChange={(e) => set('zip', e.target.value)}
          />
        </FormField>
      </Grid>
    </>
  );
}
