import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';

export const reconciliationQueueName = (prefix: string) => `${prefix}-payments-reconcile`;

/**
 * The daily reconciliation (BullMQ job scheduler: one repeatable job, however many payments
 * instances start it, since the scheduler id is fixed). The job only runs the comparison;
 * `runNow` queues one extra run for the finance desk's button.
 */
export async function startReconciliationJob(
  connection: Redis,
  prefix: string,
  run: () => Promise<unknown>,
  pattern = '0 3 * * *',
): Promise<{ runNow: () => Promise<unknown>; close: () => Promise<void> }> {
  const name = reconciliationQueueName(prefix);
  const queue = new Queue(name, { connection });
  await queue.upsertJobScheduler(
    'daily-reconciliation',
    { pattern, tz: 'UTC' },
    { name: 'reconcile', opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } } },
  );
  const workerConnection = connection.duplicate({ maxRetriesPerRequest: null });
  const worker = new Worker(name, run, { connection: workerConnection, concurrency: 1 });
  return {
    runNow: () =>
      queue.add('reconcile-now', {}, { removeOnComplete: { age: 86_400 }, removeOnFail: { age: 7 * 86_400 } }),
    close: async () => {
      await worker.close();
      await queue.close();
      workerConnection.disconnect();
    },
  };
}
