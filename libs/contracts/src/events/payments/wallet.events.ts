import { z } from 'zod';
import { currencySchema } from '../../common.js';
import { defineEvent } from '../../define-event.js';

// A traveler's wallet: earnings arrive pending, become available after the payout hold,
// and leave through withdrawals (requested → paid | failed). Stream `wallet-<userId>`.

const positive = z.number().int().positive();

export const walletEarningsCreditedV1 = defineEvent({
  type: 'payments.wallet.earnings_credited',
  version: 1,
  schema: z.object({
    userId: z.uuid(),
    paymentId: z.uuid(),
    shipmentId: z.uuid(),
    amount: positive,
    currency: currencySchema,
    /** When the payout hold ends and the money may become available. */
    availableAt: z.iso.datetime({ offset: true }),
  }),
});

export const walletEarningsMaturedV1 = defineEvent({
  type: 'payments.wallet.earnings_matured',
  version: 1,
  schema: z.object({ userId: z.uuid(), paymentId: z.uuid(), amount: positive, currency: currencySchema }),
});

/** A claim after delivery takes the traveler's still-pending earnings of that payment back to escrow. */
export const walletEarningsFrozenV1 = defineEvent({
  type: 'payments.wallet.earnings_frozen',
  version: 1,
  schema: z.object({
    userId: z.uuid(),
    paymentId: z.uuid(),
    claimId: z.string(),
    amount: positive,
    currency: currencySchema,
  }),
});

/** A settled claim credits a user's available balance (the traveler's share, an insurance payout). */
export const walletClaimCreditedV1 = defineEvent({
  type: 'payments.wallet.claim_credited',
  version: 1,
  schema: z.object({
    userId: z.uuid(),
    claimId: z.string(),
    kind: z.enum(['traveler_share', 'insurance_payout']),
    amount: positive,
    currency: currencySchema,
  }),
});

export const walletWithdrawalRequestedV1 = defineEvent({
  type: 'payments.wallet.withdrawal_requested',
  version: 1,
  schema: z.object({
    userId: z.uuid(),
    withdrawalId: z.uuid(),
    amount: positive,
    currency: currencySchema,
    payoutMethodId: z.uuid(),
  }),
});

export const walletWithdrawalPaidV1 = defineEvent({
  type: 'payments.wallet.withdrawal_paid',
  version: 1,
  schema: z.object({
    userId: z.uuid(),
    withdrawalId: z.uuid(),
    amount: positive,
    currency: currencySchema,
    payoutId: z.string(),
  }),
});

/** The payout did not reach the traveler; the money is back in the available balance. */
export const walletWithdrawalFailedV1 = defineEvent({
  type: 'payments.wallet.withdrawal_failed',
  version: 1,
  schema: z.object({
    userId: z.uuid(),
    withdrawalId: z.uuid(),
    amount: positive,
    currency: currencySchema,
    reason: z.string(),
  }),
});

export const paymentsWalletEvents = [
  walletEarningsCreditedV1,
  walletEarningsMaturedV1,
  walletEarningsFrozenV1,
  walletClaimCreditedV1,
  walletWithdrawalRequestedV1,
  walletWithdrawalPaidV1,
  walletWithdrawalFailedV1,
] as const;
