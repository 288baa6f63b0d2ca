import { withdrawalFailedEntry, withdrawalPaidEntry } from '../../domain/ledger/postings.js';
import { walletDecider, walletStreamId } from '../../domain/wallet/wallet.decider.js';
import type { MoneyUnitOfWork } from '../../infrastructure/persistence/money-unit-of-work.js';

/**
 * The payout's final answer, from the worker's reply or the provider's webhook, whichever
 * comes first: paid clears the payout account; failed reverses the withdrawal into the
 * available balance. Either happens once.
 */
export async function settleWithdrawal(
  uow: MoneyUnitOfWork,
  p: { userId: string; withdrawalId: string } & (
    { outcome: 'paid'; payoutId: string } | { outcome: 'failed'; reason: string }
  ),
): Promise<boolean> {
  const stream = walletStreamId(p.userId);
  const d =
    p.outcome === 'paid'
      ? await uow.decide(walletDecider, stream, {
          type: 'mark_withdrawal_paid',
          userId: p.userId,
          withdrawalId: p.withdrawalId,
          payoutId: p.payoutId,
        })
      : await uow.decide(walletDecider, stream, {
          type: 'mark_withdrawal_failed',
          userId: p.userId,
          withdrawalId: p.withdrawalId,
          reason: p.reason,
        });
  const e = d.events[0];
  if (!e) return false;
  const base = { withdrawalId: p.withdrawalId, currency: e.data.currency, amount: e.data.amount };
  uow.post(
    e.type === 'payments.wallet.withdrawal_paid'
      ? withdrawalPaidEntry(base, {
          idempotencyKey: `withdrawal-settled:${p.withdrawalId}`,
          causationId: e.data.payoutId,
        })
      : withdrawalFailedEntry(
          { ...base, userId: p.userId },
          { idempotencyKey: `withdrawal-settled:${p.withdrawalId}`, causationId: null },
        ),
  );
  return true;
}
