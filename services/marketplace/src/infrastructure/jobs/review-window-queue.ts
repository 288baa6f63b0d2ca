import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';

// The blind-review deadline (spec §5): one delayed job per shipment, id `close-<shipmentId>`,
// queued when its first review is written and due when the 7-day window closes. The job only
// runs the review stream's `close_window` command, which publishes what is in at most once.

export interface CloseWindowJob {
  shipmentId: string;
  /** When the window closes (ISO): the job's clock is never earlier. */
  closesAt: string;
}

const RETRIES = { attempts: 8, backoff: { type: 'exponential', delay: 1_000 } } as const;
const RETENTION = { removeOnComplete: { age: 86_400 }, removeOnFail: { age: 30 * 86_400 } } as const;

export const reviewWindowQueueName = (prefix: string) => `${prefix}-marketplace-review-window`;

export class ReviewWindowQueue {
  private readonly queue: Queue<CloseWindowJob>;

  constructor(connection: Redis, prefix: string) {
    this.queue = new Queue<CloseWindowJob>(reviewWindowQueueName(prefix), { connection });
  }

  /** Due at `closesAt`; a second call for the same shipment is a no-op. */
  async schedule(shipmentId: string, closesAt: string, now: Date): Promise<void> {
    await this.queue.add(
      'close-review-window',
      { shipmentId, closesAt },
      {
        jobId: `close-${shipmentId}`,
        delay: Math.max(0, Date.parse(closesAt) - now.getTime()),
        ...RETRIES,
        ...RETENTION,
      },
    );
  }

  /** Runs a shipment's deadline now (operators; tests that cannot wait a week): the job is promoted. */
  async runNow(shipmentId: string): Promise<void> {
    const job = await this.queue.getJob(`close-${shipmentId}`);
    if (job && (await job.isDelayed())) await job.promote();
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}

export function startReviewWindowWorker(
  connection: Redis,
  prefix: string,
  handle: (job: Job<CloseWindowJob>) => Promise<unknown>,
): { close: () => Promise<void> } {
  const own = connection.duplicate({ maxRetriesPerRequest: null });
  const worker = new Worker<CloseWindowJob>(reviewWindowQueueName(prefix), handle, { connection: own, concurrency: 4 });
  return {
    close: async () => {
      await worker.close();
      own.disconnect();
    },
  };
}
