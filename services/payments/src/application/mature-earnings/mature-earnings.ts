import type { EventMetadata } from '@oneway/contracts';
import type { EventStore } from '@oneway/eventstore';
import type pg from 'pg';
import { earningsMaturedEntry } from '../../domain/ledger/postings.js';
import { walletDecider, walletStreamId } from '../../domain/wallet/wallet.decider.js';
import { runMoneyTransaction } from '../../infrastructure/persistence/money-unit-of-work.js';

/** The payout hold is over: pending → available, once per payment (the release job's command). */
export async function matureEarnings(
  deps: { pool: pg.Pool; store: EventStore },
  p: { userId: string; paymentId: string; metadata: EventMetadata },
): Promise<boolean> {
  const { value } = await runMoneyTransaction(deps.store, p.metadata, async (uow) => {
    const d = await uow.decide(walletDecider, walletStreamId(p.userId), {
      type: 'mature_earnings',
      userId: p.userId,
      paymentId: p.paymentId,
    });
    const e = d.events[0];
    if (e?.type !== 'payments.wallet.earnings_matured') return false;
    uow.post(
      earningsMaturedEntry(
        { userId: p.userId, paymentId: p.paymentId, currency: e.data.currency, amount: e.data.amount },
        { idempotencyKey: `mature:${p.paymentId}`, causationId: p.metadata.causationId },
      ),
    );
    return true;
  });
  return value;
}
