import { z } from 'zod';
import { currencySchema } from '../common.js';
import { amountMinorUnitsSchema, textSchema } from '../input-limits.js';
import { defineRpc } from './define-rpc.js';

// Request/reply messages between the gateway and the payments service. One defineRpc per
// operation; the gateway validates what it sends, the service validates what it receives.
// Amounts are integers in the currency's minor unit. The caller is `meta.actor`; no request
// carries a user id for the caller, and none carries an amount to charge.

/** Liveness of the payments service over the bus (the gateway's readiness uses it). */
export const paymentsPingRpc = defineRpc({
  name: 'payments.ping',
  request: z.object({}),
  response: z.object({ service: z.literal('payments') }),
});

// ---------------------------------------------------------------------------- shared shapes

const minor = z.number().int().nonnegative();
const uuid = z.uuid();

export const paymentStatusSchema = z.enum(['pending', 'held', 'released', 'refunded', 'frozen']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const priceBreakdownSchema = z.object({
  currency: currencySchema,
  /** The shipment's price: what the traveler earns. */
  amount: minor,
  platformFee: minor,
  insurancePremium: minor,
  total: minor,
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const paymentViewSchema = z.object({
  id: uuid,
  shipmentId: uuid,
  senderId: uuid,
  receiverId: uuid.nullable(),
  status: paymentStatusSchema,
  breakdown: priceBreakdownSchema,
  refundedAmount: minor,
  provider: z.enum(['stripe', 'test']),
  providerIntentId: z.string().nullable(),
  awaitingAuthentication: z.boolean(),
  lastDeclineCode: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  releasedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/** A test-mode card (raw fields are accepted only when the service runs in test mode). */
export const testCardSchema = z.object({
  number: z.string().min(1).max(32),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cvc: z.string().max(8),
  zip: z.string().max(16).optional(),
});
export type TestCard = z.infer<typeof testCardSchema>;

/** How a charge is paid: a test card, a Stripe Elements `pm_…`, a saved method, or the default. */
export const chargeMethodSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('test_card'), card: testCardSchema }),
  z.object({ kind: z.literal('provider_ref'), ref: z.string().min(3).max(255) }),
  z.object({ kind: z.literal('saved'), methodId: uuid }),
  z.object({ kind: z.literal('default') }),
]);
export type ChargeMethod = z.infer<typeof chargeMethodSchema>;

export const declineSchema = z.object({
  code: z.string().nullable(),
  message: z.string(),
  hint: z.string().nullable(),
});
export type Decline = z.infer<typeof declineSchema>;

export const chargeResultSchema = z.object({
  outcome: z.enum(['succeeded', 'requires_action', 'declined', 'processing']),
  payment: paymentViewSchema,
  /** 3-D Secure: Stripe mode hands this to stripe.js; test mode shows its own form. */
  nextAction: z
    .object({ type: z.literal('authenticate'), intentId: z.string(), clientSecret: z.string().nullable() })
    .nullable(),
  decline: declineSchema.nullable(),
});
export type ChargeResult = z.infer<typeof chargeResultSchema>;

export const paymentMethodViewSchema = z.object({
  id: uuid,
  type: z.enum(['card', 'bank_account']),
  isDefault: z.boolean(),
  details: z.object({
    brand: z.string().optional(),
    last4: z.string(),
    expMonth: z.number().int().optional(),
    expYear: z.number().int().optional(),
    country: z.string().optional(),
    currency: z.string().optional(),
    holderName: z.string().optional(),
  }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PaymentMethodView = z.infer<typeof paymentMethodViewSchema>;

export const withdrawalViewSchema = z.object({
  id: uuid,
  amount: minor,
  currency: currencySchema,
  payoutMethodId: uuid,
  status: z.enum(['pending', 'paid', 'failed']),
  payoutId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type WithdrawalView = z.infer<typeof withdrawalViewSchema>;

/**
 * The rows of /earnings' history: an earning (frozen while a claim holds it back), its release
 * to the balance, a claim's hold (`earning_frozen`) and settlement credits, withdrawals.
 */
export const WALLET_TRANSACTION_TYPES = [
  'earning',
  'earning_available',
  'earning_frozen',
  'claim_share',
  'insurance_payout',
  'withdrawal',
  'withdrawal_reversal',
] as const;
export const WALLET_TRANSACTION_STATUSES = ['pending', 'available', 'frozen', 'paid', 'failed', 'completed'] as const;

export const walletTransactionViewSchema = z.object({
  id: uuid,
  type: z.enum(WALLET_TRANSACTION_TYPES),
  amount: minor,
  currency: currencySchema,
  status: z.enum(WALLET_TRANSACTION_STATUSES),
  relatedPaymentId: uuid.nullable(),
  withdrawalId: uuid.nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WalletTransactionView = z.infer<typeof walletTransactionViewSchema>;

const page = { page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(20) };

// ---------------------------------------------------------------------------- paying

/** The payment page: price breakdown and the state of this shipment's payment (its sender only). */
export const paymentsGetCheckoutRpc = defineRpc({
  name: 'payments.getCheckout',
  request: z.object({ shipmentId: uuid, insured: z.boolean().default(false) }),
  response: z.object({
    shipmentId: uuid,
    breakdown: priceBreakdownSchema,
    payment: paymentViewSchema.nullable(),
    mode: z.enum(['stripe', 'test']),
    /** For Stripe Elements; null in test mode. */
    publishableKey: z.string().nullable(),
    defaultCard: paymentMethodViewSchema.nullable(),
  }),
});

/**
 * Pays a shipment into escrow (its sender only). The amount comes from the shipment and
 * the settings, never from the request. `idempotencyKey`: one per form submission, so a
 * double click charges once. `/direct-payment` sends `method: {kind: 'default'}`.
 */
export const paymentsChargeShipmentRpc = defineRpc({
  name: 'payments.chargeShipment',
  request: z.object({
    shipmentId: uuid,
    method: chargeMethodSchema,
    insured: z.boolean().default(false),
    idempotencyKey: textSchema(100).pipe(z.string().min(8)),
  }),
  response: chargeResultSchema,
});

/** After the 3-D Secure step. `outcome` is test mode's simulated bank answer; Stripe mode ignores it. */
export const paymentsCompleteAuthenticationRpc = defineRpc({
  name: 'payments.completeAuthentication',
  request: z.object({ shipmentId: uuid, outcome: z.enum(['approve', 'fail']).default('approve') }),
  response: chargeResultSchema,
});

/** A shipment's payment: its sender, its traveler, or staff. */
export const paymentsGetPaymentRpc = defineRpc({
  name: 'payments.getPayment',
  request: z.object({ shipmentId: uuid }),
  response: paymentViewSchema,
});

/** The caller's payments as a sender, newest first. */
export const paymentsListMyPaymentsRpc = defineRpc({
  name: 'payments.listMyPayments',
  request: z.object(page),
  response: z.object({
    items: z.array(paymentViewSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

// ---------------------------------------------------------------------------- wallet

export const walletBalanceSchema = z.object({
  currency: currencySchema,
  /** `balance` in spec section 3: may be withdrawn. */
  available: minor,
  /** `pendingBalance`: earned, inside the payout hold. */
  pending: minor,
  lifetimeEarnings: minor,
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** The caller's wallet: balances per currency (read from the ledger) and any withdrawal in flight. */
export const paymentsGetWalletRpc = defineRpc({
  name: 'payments.getWallet',
  request: z.object({}),
  response: z.object({
    balances: z.array(walletBalanceSchema),
    inFlightWithdrawal: withdrawalViewSchema.nullable(),
    payoutHoldHours: z.number().int(),
  }),
});

export const paymentsListWalletTransactionsRpc = defineRpc({
  name: 'payments.listWalletTransactions',
  request: z.object({ ...page, currency: currencySchema.optional() }),
  response: z.object({
    items: z.array(walletTransactionViewSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

/** Earnings over time for the /earnings chart: one point per day (UTC) with earnings. */
export const paymentsEarningsSeriesRpc = defineRpc({
  name: 'payments.earningsSeries',
  request: z.object({ currency: currencySchema.default('USD'), days: z.number().int().min(1).max(730).default(90) }),
  response: z.object({ currency: currencySchema, points: z.array(z.object({ date: z.iso.date(), amount: minor })) }),
});

/**
 * Withdraws up to the available balance to one of the caller's bank accounts. The client
 * picks `withdrawalId` (a UUID per form submission): a repeated request withdraws once.
 */
export const paymentsRequestWithdrawalRpc = defineRpc({
  name: 'payments.requestWithdrawal',
  request: z.object({
    withdrawalId: uuid,
    amount: amountMinorUnitsSchema.pipe(z.number().positive()),
    currency: currencySchema,
    payoutMethodId: uuid,
  }),
  response: withdrawalViewSchema,
});

export const paymentsGetWithdrawalRpc = defineRpc({
  name: 'payments.getWithdrawal',
  request: z.object({ withdrawalId: uuid }),
  response: withdrawalViewSchema,
});

export const paymentsListWithdrawalsRpc = defineRpc({
  name: 'payments.listWithdrawals',
  request: z.object(page),
  response: z.object({
    items: z.array(withdrawalViewSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

// ---------------------------------------------------------------------------- payment methods

export const paymentsListPaymentMethodsRpc = defineRpc({
  name: 'payments.listPaymentMethods',
  request: z.object({}),
  response: z.object({ items: z.array(paymentMethodViewSchema) }),
});

/**
 * Saves a card (test card in test mode, Elements `pm_…` in Stripe mode, via a SetupIntent)
 * or a bank account for payouts (test mode: Stripe's test account numbers; Stripe mode: the
 * traveler's Connect account id).
 */
export const paymentsAddPaymentMethodRpc = defineRpc({
  name: 'payments.addPaymentMethod',
  request: z.object({
    methodId: uuid,
    makeDefault: z.boolean().default(false),
    method: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('test_card'), card: testCardSchema }),
      z.object({ kind: z.literal('provider_ref'), ref: z.string().min(3).max(255) }),
      z.object({
        kind: z.literal('bank_account'),
        /** Test mode: an account number; Stripe mode: a Connect account `acct_…`. */
        account: z.string().min(4).max(64),
        country: z.enum(['US', 'GB', 'CA', 'NG']),
        currency: currencySchema,
        holderName: z.string().min(1).max(120),
      }),
    ]),
  }),
  response: paymentMethodViewSchema,
});

/**
 * Stripe mode: creates the caller's Stripe Connect account (once) and answers the
 * Stripe-hosted onboarding link; back on `returnPath` the web adds the bank account with
 * `payments.addPaymentMethod` (`bank_account`, the account is taken from the server's record).
 * Test mode answers `PAYOUT.ONBOARDING_UNAVAILABLE` (add a test bank account instead).
 * Stripe payouts do not reach Nigeria, so NG is not offered.
 */
export const paymentsStartPayoutOnboardingRpc = defineRpc({
  name: 'payments.startPayoutOnboarding',
  request: z.object({
    country: z.enum(['US', 'GB', 'CA']),
    /** A path of the web app (the server adds its own origin: no open redirect). */
    returnPath: z
      .string()
      // One leading slash only: `//other.host/x` is a protocol-relative URL to another site.
      .regex(/^\/(?!\/)[A-Za-z0-9/_\-?=&.]*$/, 'Must be a path of this site, like /withdraw')
      .max(200)
      .default('/withdraw'),
  }),
  response: z.object({ url: z.url(), accountId: z.string() }),
});

export const paymentsRemovePaymentMethodRpc = defineRpc({
  name: 'payments.removePaymentMethod',
  request: z.object({ methodId: uuid }),
  response: z.object({ removed: z.literal(true) }),
});

export const paymentsSetDefaultPaymentMethodRpc = defineRpc({
  name: 'payments.setDefaultPaymentMethod',
  request: z.object({ methodId: uuid }),
  response: paymentMethodViewSchema,
});

// ---------------------------------------------------------------------------- provider webhooks

/**
 * The gateway forwards the card provider's webhook untouched: the raw body (the signature
 * covers its exact bytes) and the Stripe-Signature header. No actor: the signature is the
 * credential. The gateway answers 400 on a validation error, 2xx otherwise.
 */
export const paymentsHandleProviderWebhookRpc = defineRpc({
  name: 'payments.handleProviderWebhook',
  request: z.object({ rawBody: z.string().min(2).max(1_000_000), signature: z.string().max(2_000).optional() }),
  response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
});

// ---------------------------------------------------------------------------- finance operations (admin)

export const paymentSettingsSchema = z.object({
  platformFeeBps: z.number().int().min(0).max(5_000),
  platformFeeFixed: amountMinorUnitsSchema,
  insurancePremiumBps: z.number().int().min(0).max(5_000),
  insurancePremiumFixed: amountMinorUnitsSchema,
  payoutHoldHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 90),
});

export const paymentsGetSettingsRpc = defineRpc({
  name: 'payments.getSettings',
  request: z.object({}),
  response: paymentSettingsSchema,
});

export const paymentsUpdateSettingsRpc = defineRpc({
  name: 'payments.updateSettings',
  request: paymentSettingsSchema.partial(),
  response: paymentSettingsSchema,
});

/** Held/released/refunded/frozen totals per currency and payouts pending longer than a threshold. */
export const paymentsEscrowOverviewRpc = defineRpc({
  name: 'payments.escrowOverview',
  request: z.object({
    stuckAfterHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(24),
  }),
  response: z.object({
    totals: z.array(
      z.object({ currency: currencySchema, status: paymentStatusSchema, count: z.number().int(), amount: minor }),
    ),
    ledger: z.array(z.object({ account: z.string(), currency: currencySchema, balance: z.number().int() })),
    stuckPayouts: z.array(withdrawalViewSchema.extend({ userId: uuid })),
  }),
});

/** Admin: freeze the escrow while a claim is open, or unfreeze when it closes without money moving. */
export const paymentsFreezeEscrowRpc = defineRpc({
  name: 'payments.freezeEscrow',
  request: z.object({ shipmentId: uuid, claimId: z.string().min(1).max(100) }),
  response: paymentViewSchema,
});

export const paymentsUnfreezeEscrowRpc = defineRpc({
  name: 'payments.unfreezeEscrow',
  request: z.object({ shipmentId: uuid, claimId: z.string().min(1).max(100) }),
  response: paymentViewSchema,
});

/** Admin claim resolution: refund all (no amount) or part of the escrow to the sender. */
export const paymentsRefundEscrowRpc = defineRpc({
  name: 'payments.refundEscrow',
  request: z.object({
    shipmentId: uuid,
    /**
     * Chosen by the client once per refund it means to make (the gateway makes it from an
     * `Idempotency-Key` header when the body has none): a retried request moves the money once.
     */
    refundId: uuid,
    amount: amountMinorUnitsSchema.pipe(z.number().positive()).optional(),
    reason: textSchema(500).pipe(z.string().min(1)),
  }),
  response: paymentViewSchema,
});

/** Admin claim resolution: release what is left in escrow to the shipment's traveler. */
export const paymentsReleaseEscrowRpc = defineRpc({
  name: 'payments.releaseEscrow',
  request: z.object({ shipmentId: uuid }),
  response: paymentViewSchema,
});

export const paymentsRpcs = [
  paymentsPingRpc,
  paymentsGetCheckoutRpc,
  paymentsChargeShipmentRpc,
  paymentsCompleteAuthenticationRpc,
  paymentsGetPaymentRpc,
  paymentsListMyPaymentsRpc,
  paymentsGetWalletRpc,
  paymentsListWalletTransactionsRpc,
  paymentsEarningsSeriesRpc,
  paymentsRequestWithdrawalRpc,
  paymentsGetWithdrawalRpc,
  paymentsListWithdrawalsRpc,
  paymentsListPaymentMethodsRpc,
  paymentsAddPaymentMethodRpc,
  paymentsStartPayoutOnboardingRpc,
  paymentsRemovePaymentMethodRpc,
  paymentsSetDefaultPaymentMethodRpc,
  paymentsHandleProviderWebhookRpc,
  paymentsGetSettingsRpc,
  paymentsUpdateSettingsRpc,
  paymentsEscrowOverviewRpc,
  paymentsFreezeEscrowRpc,
  paymentsUnfreezeEscrowRpc,
  paymentsRefundEscrowRpc,
  paymentsReleaseEscrowRpc,
] as const;
