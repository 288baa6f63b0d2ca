import { StripeCardForm as ElementsCardForm } from '@/components/ui/stripe-card-form';

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

/** Stripe mode's payment form: a decline shows spec §8's message for its code. */
export function StripeCardForm({
  onError,
  ...props
}: {
  publishableKey: string;
  submitText: string;
  pending: boolean;
  onPaymentMethod: (ref: string) => void;
  onError: (code: string | null) => void;
}) {
  return (
    <ElementsCardForm
      ariaLabel="Card details"
      {...props}
      onError={(e) => onError(declineCodeFromStripe(e.code ?? undefined))}
    />
  );
}
