import { StripeCardForm } from '@/components/ui/stripe-card-form';

/** Stripe mode: Elements turns the card into a `pm_…`; only that reference reaches Oneway (saved via a SetupIntent). */
export function AddStripeCardForm({
  onError,
  ...props
}: {
  publishableKey: string;
  pending: boolean;
  onPaymentMethod: (ref: string) => void;
  onError: (message: string) => void;
}) {
  return (
    <StripeCardForm
      ariaLabel="Add a card"
      submitText="Save card"
      {...props}
      onError={(e) => onError(e.message ?? 'Your card could not be saved.')}
    />
  );
}
