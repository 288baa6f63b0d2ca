import { z } from 'zod';
import { defineEvent } from '../../define-event.js';

// Saved card and payout methods of one user (stream `payment-methods-<userId>`). Only what
// the provider lets us keep is stored: brand, last 4 digits, expiry, a provider reference;
// never a full card number.

export const paymentMethodKindSchema = z.enum(['card', 'bank_account']);

export const paymentMethodAddedV1 = defineEvent({
  type: 'payments.payment_method.added',
  version: 1,
  schema: z.object({
    userId: z.uuid(),
    methodId: z.uuid(),
    kind: paymentMethodKindSchema,
    providerRef: z.string(),
    details: z.object({
      brand: z.string().optional(),
      last4: z.string().length(4),
      expMonth: z.number().int().min(1).max(12).optional(),
      expYear: z.number().int().optional(),
      country: z.string().optional(),
      currency: z.string().optional(),
      holderName: z.string().optional(),
    }),
  }),
});

export const paymentMethodRemovedV1 = defineEvent({
  type: 'payments.payment_method.removed',
  version: 1,
  schema: z.object({ userId: z.uuid(), methodId: z.uuid() }),
});

export const paymentMethodDefaultSetV1 = defineEvent({
  type: 'payments.payment_method.default_set',
  version: 1,
  schema: z.object({ userId: z.uuid(), methodId: z.uuid(), kind: paymentMethodKindSchema }),
});

export const paymentsPaymentMethodEvents = [
  paymentMethodAddedV1,
  paymentMethodRemovedV1,
  paymentMethodDefaultSetV1,
] as const;
