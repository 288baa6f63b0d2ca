import { z } from 'zod';
import { defineRpc } from './define-rpc.js';

// The finance desk (payments; roles admin and finance: decision ops-staff-roles).

const page = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
};
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const ESCROW_STATES = ['pending', 'held', 'frozen', 'released', 'refunded'] as const;
export type EscrowState = (typeof ESCROW_STATES)[number];

export const financeEscrowItemSchema = z.object({
  paymentId: z.uuid(),
  shipmentId: z.uuid(),
  /** The shipment's tracking number and route, null until payments has heard of its listing. */
  trackingNumber: z.string().nullable(),
  route: z.string().nullable(),
  senderId: z.uuid(),
  /** "Full Name (@username)", null until payments has heard of the person. */
  senderName: z.string().nullable(),
  /** Who carries it (null before a match, or after the traveler gave it up), and their name. */
  travelerId: z.uuid().nullable(),
  travelerName: z.string().nullable(),
  status: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  total: z.number().int(),
  refundedAmount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FinanceEscrowItem = z.infer<typeof financeEscrowItemSchema>;

/** The payments behind one escrow total (state, optionally one currency), newest first. */
export const financeEscrowListRpc = defineRpc({
  name: 'payments.finance.escrowList',
  request: z.object({ status: z.enum(ESCROW_STATES), currency: z.string().length(3).optional(), ...page }),
  response: pageOf(financeEscrowItemSchema),
});

export const PAYOUT_QUEUE_STATES = ['waiting', 'in_flight', 'failed', 'paid'] as const;
export type PayoutQueueState = (typeof PAYOUT_QUEUE_STATES)[number];

export const payoutQueueItemSchema = z.object({
  id: z.uuid(),
  /** `earning`: pending earnings waiting for the payout hold; `withdrawal`: a payout. */
  kind: z.enum(['earning', 'withdrawal']),
  userId: z.uuid(),
  /** "Full Name (@username)", null until payments has heard of the person. */
  userName: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  /** The provider's reason for a failed payout. */
  reason: z.string().nullable(),
  /** When waiting earnings become available. */
  availableAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PayoutQueueItem = z.infer<typeof payoutQueueItemSchema>;

/** waiting (for the hold) · in_flight (handed to the provider) · failed (with reason) · paid. */
export const financePayoutQueueRpc = defineRpc({
  name: 'payments.finance.payoutQueue',
  request: z.object({ state: z.enum(PAYOUT_QUEUE_STATES), ...page }),
  response: pageOf(payoutQueueItemSchema),
});

/** Hands an in-flight withdrawal's payout job to the worker again (same job id: never paid twice). */
export const financeRetryPayoutRpc = defineRpc({
  name: 'payments.finance.retryPayout',
  request: z.object({ withdrawalId: z.uuid() }),
  response: z.object({ withdrawalId: z.uuid(), requeued: z.literal(true) }),
});

export const trialBalanceSchema = z.object({
  currencies: z.array(
    z.object({ currency: z.string(), debits: z.number().int(), credits: z.number().int(), balanced: z.boolean() }),
  ),
  accounts: z.array(
    z.object({
      account: z.string(),
      currency: z.string(),
      debits: z.number().int(),
      credits: z.number().int(),
      /** Debits minus credits. */
      net: z.number().int(),
    }),
  ),
});

export type TrialBalance = z.infer<typeof trialBalanceSchema>;

/** Debits and credits of every ledger line, per currency and per account kind. */
export const financeTrialBalanceRpc = defineRpc({
  name: 'payments.finance.trialBalance',
  request: z.object({}),
  response: trialBalanceSchema,
});

export const reconciliationMismatchSchema = z.object({
  kind: z.enum(['missing_in_ledger', 'missing_at_provider', 'amount_differs']),
  /** Runs before refunds were reconciled hold charges only. */
  subject: z.enum(['charge', 'refund']).default('charge'),
  shipmentId: z.string().nullable(),
  intentId: z.string().nullable(),
  refundId: z.string().nullable().default(null),
  currency: z.string(),
  ledgerAmount: z.number().int().nullable(),
  providerAmount: z.number().int().nullable(),
});

export const reconciliationRunSchema = z.object({
  id: z.uuid(),
  ranAt: z.string(),
  provider: z.string(),
  checked: z.number().int(),
  mismatches: z.array(reconciliationMismatchSchema),
});
/** A reconciliation run as the finance desk shows it (the web imports this type). */
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

/** The latest reconciliation runs, newest first (the daily job, or one run now). */
export const financeReconciliationsRpc = defineRpc({
  name: 'payments.finance.reconciliations',
  request: z.object({ limit: z.coerce.number().int().min(1).max(30).default(7) }),
  response: z.object({ runs: z.array(reconciliationRunSchema) }),
});

export const financeRunReconciliationRpc = defineRpc({
  name: 'payments.finance.runReconciliation',
  request: z.object({}),
  response: reconciliationRunSchema,
});
