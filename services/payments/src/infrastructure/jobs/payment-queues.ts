import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';

// Two queues, both only dispatching commands, with deterministic job ids so an event
// delivered twice schedules one job: `mature-<paymentId>` (pending → available after the
// payout hold) and `payout-<withdrawalId>` (hand a withdrawal to the payout provider).

export interface MatureJob {
  userId: string;
  paymentId: string;
  correlationId: string;
}

export interface PayoutJob {
  userId: string;
  withdrawalId: string;
  correlationId: string;
}

export const queueNames = (prefix: string) => ({
  release: `${prefix}-payments-release`,
  payout: `${prefix}-payments-payout`,
});

const RETRIES = { attempts: 12, backoff: { type: 'exponential', delay: 1_000 } } as const;
// Completed jobs are kept a while so a late duplicate of the same id stays a no-op.
const RETENTION = { removeOnComplete: { age: 7 * 86_400 }, removeOnFail: { age: 30 * 86_400 } } as const;

export class PaymentQueues {
  readonly release: Queue<MatureJob>;
  readonly payout: Queue<PayoutJob>;

  constructor(
    connection: Redis,
    readonly prefix: string,
  ) {
    const names = queueNames(prefix);
    this.release = new Queue<MatureJob>(names.release, { connection });
    this.payout = new Queue<PayoutJob>(names.payout, { connection });
  }

  scheduleMaturity(job: MatureJob, availableAt: Date, now: Date): Promise<unknown> {
    return this.release.add('mature-earnings', job, {
      jobId: `mature-${job.paymentId}`,
      delay: Math.max(0, availableAt.getTime() - now.getTime()),
      ...RETRIES,
      ...RETENTION,
    });
  }

  enqueuePayout(job: PayoutJob): Promise<unknown> {
    return this.payout.add('execute-payout', job, { jobId: `payout-${job.withdrawalId}`, ...RETRIES, ...RETENTION });
  }

  async close(): Promise<void> {
    await this.release.close();
    await this.payout.close();
  }
}

export function startWorkers(
  connection: Redis,
  prefix: string,
  handlers: { mature: (job: Job<MatureJob>) => Promise<unknown>; payout: (job: Job<PayoutJob>) => Promise<unknown> },
  concurrency = 4,
  lockMs = 30_000,
  enabled: { release: boolean; payout: boolean } = { release: true, payout: true },
): { workers: Worker[]; close: () => Promise<void> } {
  const names = queueNames(prefix);
  // Workers block on their connection: each gets its own, closed with it.
  const connections = [
    connection.duplicate({ maxRetriesPerRequest: null }),
    connection.duplicate({ maxRetriesPerRequest: null }),
  ];
  // A killed worker's job is taken up again once its lock expires (stalled-job check).
  const options = { concurrency, lockDuration: lockMs, stalledInterval: lockMs, maxStalledCount: 3 };
  const workers = [
    ...(enabled.release
      ? [new Worker<MatureJob>(names.release, handlers.mature, { connection: connections[0]!, ...options })]
      : []),
    ...(enabled.payout
      ? [new Worker<PayoutJob>(names.payout, handlers.payout, { connection: connections[1]!, ...options })]
      : []),
  ];
  return {
    workers,
    close: async () => {
      await Promise.all(workers.map((w) => w.close()));
      for (const c of connections) c.disconnect();
    },
  };
}
