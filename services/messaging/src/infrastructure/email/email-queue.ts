import { Queue, Worker, type Job } from 'bullmq';
import type { EmailCategory } from '@oneway/contracts';
import type { Redis } from 'ioredis';

// One BullMQ queue of outgoing e-mail, two kinds of job, both with deterministic ids so a
// redelivered event queues one job (and a job retried after a crash sends once, see
// email_deliveries):
//   `notification-<notificationId>`  a notification a person must not miss, e-mailed at once;
//   `digest-<userId>-<window>`       the person's messages still unread once the delay passed,
//                                    one e-mail per window however many messages arrived.
// Failed jobs retry with exponential back-off; after the last attempt they stay in the failed
// set for 30 days (the dead letters, on the gateway's /ops/queues board).

export interface NotificationEmailJob {
  notificationId: string;
  userId: string;
  category: EmailCategory;
  title: string;
  content: string;
  link: string | null;
}

export interface MessageDigestJob {
  userId: string;
}

export type EmailJob = NotificationEmailJob | MessageDigestJob;

export const emailQueueName = (prefix: string) => `${prefix}-messaging-email`;

// Completed jobs stay a week so a late duplicate of the same id stays a no-op meanwhile.
const RETENTION = { removeOnComplete: { age: 7 * 86_400 }, removeOnFail: { age: 30 * 86_400 } } as const;

export class EmailQueue {
  readonly queue: Queue<EmailJob>;
  /**
   * Digest jobs this process has queued, by job id, for the current and the last window: a
   * conversation's later messages then cost no call to Redis (BullMQ would ignore the same id,
   * but only after a script run there, on every message).
   */
  private readonly queuedDigests = new Map<string, { window: number; added: Promise<unknown> }>();
  private latestWindow = Number.NEGATIVE_INFINITY;
  private readonly retries: { attempts: number; backoff: { type: 'exponential'; delay: number } };

  constructor(
    connection: Redis,
    prefix: string,
    private readonly o: { attempts: number; retryDelayMs: number; digestDelayMs: number },
  ) {
    this.queue = new Queue<EmailJob>(emailQueueName(prefix), { connection });
    this.retries = { attempts: o.attempts, backoff: { type: 'exponential', delay: o.retryDelayMs } };
  }

  enqueueNotification(job: NotificationEmailJob): Promise<unknown> {
    return this.queue.add('notification', job, {
      jobId: `notification-${job.notificationId}`,
      ...this.retries,
      ...RETENTION,
    });
  }

  /**
   * A message to `userId` arrived at `at`: make sure a digest runs once every message of its
   * window is at least the delay old. Windows are as long as the delay, so a person gets at
   * most one message e-mail per window.
   */
  enqueueDigest(userId: string, at: Date, now: Date): Promise<unknown> {
    const window = Math.floor(at.getTime() / this.o.digestDelayMs);
    const jobId = `digest-${userId}-${window}`;
    const queued = this.queuedDigests.get(jobId);
    if (queued) return queued.added;
    const runAt = (window + 1) * this.o.digestDelayMs + this.o.digestDelayMs;
    const added = this.queue.add(
      'message-digest',
      { userId },
      {
        jobId,
        delay: Math.max(0, runAt - now.getTime()),
        ...this.retries,
        ...RETENTION,
      },
    );
    if (window > this.latestWindow) {
      this.latestWindow = window;
      for (const [id, q] of this.queuedDigests) if (q.window < window - 1) this.queuedDigests.delete(id);
    }
    this.queuedDigests.set(jobId, { window, added });
    // A failed add is tried again with the next message.
    added.catch(() => this.queuedDigests.delete(jobId));
    return added;
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}

export function startEmailWorker(
  connection: Redis,
  prefix: string,
  handlers: {
    notification: (job: Job<NotificationEmailJob>) => Promise<unknown>;
    digest: (job: Job<MessageDigestJob>) => Promise<unknown>;
  },
  concurrency = 4,
): { worker: Worker<EmailJob>; close: () => Promise<void> } {
  // A worker blocks on its connection: it gets its own, closed with it.
  const own = connection.duplicate({ maxRetriesPerRequest: null });
  const worker = new Worker<EmailJob>(
    emailQueueName(prefix),
    (job) =>
      job.name === 'message-digest'
        ? handlers.digest(job as Job<MessageDigestJob>)
        : handlers.notification(job as Job<NotificationEmailJob>),
    { connection: own, concurrency },
  );
  return {
    worker,
    close: async () => {
      await worker.close();
      own.disconnect();
    },
  };
}
