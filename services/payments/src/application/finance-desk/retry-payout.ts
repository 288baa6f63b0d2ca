import { type Actor, type RpcMeta, payoutErrors } from '@oneway/contracts';
import { recordStaffAction, withTransaction } from '@oneway/eventstore';
import type pg from 'pg';
import type { PaymentQueues } from '../../infrastructure/jobs/payment-queues.js';

export type PayoutQueue = Pick<PaymentQueues, 'payout' | 'enqueuePayout'>;

/**
 * A payout still in flight whose job failed (provider down, retries spent) or was lost is
 * handed to the worker again under its own job id: the provider call carries the withdrawal's
 * key, so it is never paid twice. A failed payout already went back to the wallet, and a job
 * still queued, running or finishing has nothing to retry: both 409, and nothing is audited.
 */
export async function retryPayout(
  deps: { pool: pg.Pool; clock: () => Date; queues: PayoutQueue },
  actor: Actor,
  withdrawalId: string,
  meta: RpcMeta,
) {
  const { rows } = await deps.pool.query<{ user_id: string; status: string }>(
    'SELECT user_id, status FROM withdrawals WHERE id = $1',
    [withdrawalId],
  );
  const w = rows[0];
  if (!w) throw payoutErrors.withdrawalNotFound();
  if (w.status !== 'pending') throw payoutErrors.notRetryable(w.status);
  const job = await deps.queues.payout.getJob(`payout-${withdrawalId}`);
  const state = job ? await job.getState() : 'missing';
  if (job && state === 'failed') await job.retry();
  else if (!job)
    await deps.queues.enqueuePayout({ userId: w.user_id, withdrawalId, correlationId: meta.correlationId });
  else throw payoutErrors.alreadyQueued(state);
  await withTransaction(deps.pool, (tx) =>
    recordStaffAction(tx, {
      actor,
      action: 'payout.retried',
      entityType: 'withdrawal',
      entityId: withdrawalId,
      details: { jobState: state },
      meta,
      at: deps.clock(),
    }),
  );
  return { withdrawalId, requeued: true as const };
}
