import type { EventMetadata } from '@oneway/contracts';
import type { EventStore } from '@oneway/eventstore';
import { loadState } from '@oneway/eventstore';
import type pg from 'pg';
import { walletDecider, walletStreamId } from '../../domain/wallet/wallet.decider.js';
import { runMoneyTransaction } from '../../infrastructure/persistence/money-unit-of-work.js';
import type { PayoutRouter } from '../../infrastructure/providers/payout-provider.port.js';
import { findPaymentMethod } from '../payment-methods/payment-methods.queries.js';
import { settleWithdrawal } from '../settle-withdrawal/settle-withdrawal.js';

/**
 * The payout job's work: hand a pending withdrawal to the payout provider that reaches its
 * bank account. The provider call carries the withdrawal's key, so a worker killed after
 * the call and run again gets the first payout back, never a second one.
 */
export async function executePayout(
  deps: { pool: pg.Pool; store: EventStore; payouts: PayoutRouter },
  p: { userId: string; withdrawalId: string; metadata: EventMetadata },
): Promise<'pending' | 'paid' | 'failed' | 'settled'> {
  const { state } = await loadState(deps.store, walletDecider, walletStreamId(p.userId));
  const w = state.withdrawals[p.withdrawalId];
  if (!w || w.status !== 'pending') return 'settled';
  const method = await findPaymentMethod(deps.pool, p.userId, w.payoutMethodId);
  const destination = method
    ? { providerRef: method.providerRef, country: String(method.details.country ?? ''), currency: w.currency }
    : null;
  const provider = destination ? deps.payouts.providerFor(destination) : null;
  const settle = (outcome: Parameters<typeof settleWithdrawal>[1]) =>
    runMoneyTransaction(deps.store, p.metadata, (uow) => settleWithdrawal(uow, outcome));
  if (!destination || !provider) {
    await settle({
      userId: p.userId,
      withdrawalId: p.withdrawalId,
      outcome: 'failed',
      reason: destination ? 'unsupported_destination' : 'payout_method_removed',
    });
    return 'failed';
  }
  const result = await provider.createPayout({
    withdrawalId: p.withdrawalId,
    amount: w.amount,
    currency: w.currency,
    destination,
    idempotencyKey: `withdrawal-${p.withdrawalId}`,
    metadata: { withdrawalId: p.withdrawalId, userId: p.userId },
  });
  if (result.status === 'paid')
    await settle({ userId: p.userId, withdrawalId: p.withdrawalId, outcome: 'paid', payoutId: result.payoutId });
  if (result.status === 'failed')
    await settle({
      userId: p.userId,
      withdrawalId: p.withdrawalId,
      outcome: 'failed',
      reason: result.failureCode ?? 'payout_failed',
    });
  return result.status;
}
