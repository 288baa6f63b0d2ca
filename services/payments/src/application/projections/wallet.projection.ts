import { paymentsWalletEvents } from '@oneway/contracts';
import type { Projection, StoredEvent } from '@oneway/eventstore';
import type pg from 'pg';

type D = Record<string, unknown> & { userId: string; amount: number; currency: string };

/**
 * `wallet_transactions` (the /earnings history) and `withdrawals` from the wallet streams.
 * Balances are not kept here: they are read from the ledger accounts themselves.
 * Each row's id is the event's id, so a replay writes the same rows.
 */
export const WALLET_PROJECTION = 'payments-wallet';

export const walletProjection: Projection = {
  name: WALLET_PROJECTION,
  handles: paymentsWalletEvents.map((c) => c.type),
  async reset(tx: pg.PoolClient) {
    await tx.query('DELETE FROM wallet_transactions');
    await tx.query('DELETE FROM withdrawals');
  },
  async apply(event: StoredEvent, tx: pg.PoolClient) {
    const d = event.data as D;
    const at = event.occurredAt;
    const txn = (type: string, status: string, paymentId: unknown, withdrawalId: unknown, details: object | null) =>
      tx.query(
        `INSERT INTO wallet_transactions (id, user_id, type, amount, currency, status, related_payment_id, withdrawal_id, details, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
        [
          event.id,
          d.userId,
          type,
          d.amount,
          d.currency,
          status,
          paymentId ?? null,
          withdrawalId ?? null,
          details ? JSON.stringify(details) : null,
          at,
        ],
      );
    switch (event.type) {
      case 'payments.wallet.earnings_credited':
        await txn('earning', 'pending', d.paymentId, null, { shipmentId: d.shipmentId, availableAt: d.availableAt });
        return;
      case 'payments.wallet.earnings_matured':
        await txn('earning_available', 'available', d.paymentId, null, null);
        await tx.query(
          "UPDATE wallet_transactions SET status = 'available' WHERE related_payment_id = $1 AND type = 'earning'",
          [d.paymentId],
        );
        return;
      case 'payments.wallet.earnings_frozen':
        await tx.query(
          "UPDATE wallet_transactions SET status = 'frozen' WHERE related_payment_id = $1 AND type = 'earning'",
          [d.paymentId],
        );
        await txn('earning_frozen', 'frozen', d.paymentId, null, { claimId: d.claimId });
        return;
      case 'payments.wallet.claim_credited':
        await txn(d.kind === 'insurance_payout' ? 'insurance_payout' : 'claim_share', 'available', null, null, {
          claimId: d.claimId,
        });
        return;
      case 'payments.wallet.withdrawal_requested':
        await txn('withdrawal', 'pending', null, d.withdrawalId, { payoutMethodId: d.payoutMethodId });
        await tx.query(
          `INSERT INTO withdrawals (id, user_id, amount, currency, payout_method_id, status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, 'pending', $6, $6) ON CONFLICT (id) DO NOTHING`,
          [d.withdrawalId, d.userId, d.amount, d.currency, d.payoutMethodId, at],
        );
        return;
      case 'payments.wallet.withdrawal_paid':
        await tx.query(
          "UPDATE wallet_transactions SET status = 'paid' WHERE withdrawal_id = $1 AND user_id = $2 AND type = 'withdrawal'",
          [d.withdrawalId, d.userId],
        );
        await tx.query(
          "UPDATE withdrawals SET status = 'paid', payout_id = $3, updated_at = $4 WHERE id = $1 AND user_id = $2",
          [d.withdrawalId, d.userId, d.payoutId, at],
        );
        return;
      case 'payments.wallet.withdrawal_failed':
        await tx.query(
          "UPDATE wallet_transactions SET status = 'failed' WHERE withdrawal_id = $1 AND user_id = $2 AND type = 'withdrawal'",
          [d.withdrawalId, d.userId],
        );
        await txn('withdrawal_reversal', 'completed', null, d.withdrawalId, { reason: d.reason });
        await tx.query(
          "UPDATE withdrawals SET status = 'failed', failure_reason = $3, updated_at = $4 WHERE id = $1 AND user_id = $2",
          [d.withdrawalId, d.userId, d.reason, at],
        );
        return;
    }
  },
};
