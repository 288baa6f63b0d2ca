import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';

// Two queues, both only dispatching commands. The sweep (repeatable, one scheduler id) lists
// the stored packages that reached a storage limit and queues one job per package and limit
// with a deterministic id (`age-<packageId>-<mark>`), so two sweeps queue one job; each job
// runs the package's `record_storage_age` command, which raises each event once anyway.

export interface SweepJob {
  /** The sweep's clock (ISO); absent on the scheduled runs, which use the worker's time. */
  now?: string;
}

export interface AgeJob {
  packageId: string;
  shipmentId: string;
  leg: 'origin' | 'destination';
  mark: 'near_limit' | 'expired';
  now: string;
}

export const relayQueueNames = (prefix: string) => ({
  sweep: `${prefix}-relay-storage-sweep`,
  age: `${prefix}-relay-storage-age`,
});

export const SWEEP_SCHEDULER_ID = 'relay-storage-sweep';
const RETRIES = { attempts: 8, backoff: { type: 'exponential', delay: 1_000 } } as const;
// Completed jobs stay a day so a later sweep's duplicate id stays a no-op meanwhile.
const RETENTION = { removeOnComplete: { age: 86_400 }, removeOnFail: { age: 30 * 86_400 } } as const;

export class StorageExpiryQueues {
  readonly sweep: Queue<SweepJob>;
  readonly age: Queue<AgeJob>;

  constructor(connection: Redis, prefix: string) {
    const names = relayQueueNames(prefix);
    this.sweep = new Queue<SweepJob>(names.sweep, { connection });
    this.age = new Queue<AgeJob>(names.age, { connection });
  }

  /** The repeatable sweep; re-upserting on every boot keeps one scheduler. */
  scheduleSweep(everyMs: number): Promise<unknown> {
    return this.sweep.upsertJobScheduler(
      SWEEP_SCHEDULER_ID,
      { every: everyMs },
      { name: 'sweep', data: {}, opts: { ...RETRIES, ...RETENTION } },
    );
  }

  /** One sweep now, at a given clock (operators, tests). */
  sweepAt(now: Date): Promise<unknown> {
    return this.sweep.add(
      'sweep',
      { now: now.toISOString() },
      { jobId: `sweep-${now.getTime()}`, ...RETRIES, ...RETENTION },
    );
  }

  enqueueAge(job: AgeJob): Promise<unknown> {
    return this.age.add('record-storage-age', job, {
      jobId: `age-${job.packageId}-${job.mark}`,
      ...RETRIES,
      ...RETENTION,
    });
  }

  async close(): Promise<void> {
    await this.sweep.close();
    await this.age.close();
  }
}

export function startStorageExpiryWorkers(
  connection: Redis,
  prefix: string,
  handlers: { sweep: (job: Job<SweepJob>) => Promise<unknown>; age: (job: Job<AgeJob>) => Promise<unknown> },
): { close: () => Promise<void> } {
  const names = relayQueueNames(prefix);
  // Workers block on their connection: each gets its own, closed with it.
  const connections = [
    connection.duplicate({ maxRetriesPerRequest: null }),
    connection.duplicate({ maxRetriesPerRequest: null }),
  ];
  const workers = [
    new Worker<SweepJob>(names.sweep, handlers.sweep, { connection: connections[0]!, concurrency: 1 }),
    new Worker<AgeJob>(names.age, handlers.age, { connection: connections[1]!, concurrency: 4 }),
  ];
  return {
    close: async () => {
      await Promise.all(workers.map((w) => w.close()));
      for (const c of connections) c.disconnect();
    },
  };
}
