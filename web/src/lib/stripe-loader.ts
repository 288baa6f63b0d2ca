import type { Stripe } from '@stripe/stripe-js';
// The pure entry loads Stripe.js only when a key is used, not as a side effect of importing.
import { loadStripe } from '@stripe/stripe-js/pure';

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per publishable key for the life of the page. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}
