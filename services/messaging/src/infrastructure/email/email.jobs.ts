import { MailTransport, type ServiceContext } from '@oneway/service-kit';
import type { MessagingConfig } from '../../config.js';
import { EmailQueue, startEmailWorker } from './email-queue.js';
import { MessagingEmailSender } from './messaging-email.sender.js';

const queues = new WeakMap<object, EmailQueue>();

/** The service's one e-mail queue (shared by the consumer that fills it and the worker). */
export function emailQueueOf(ctx: ServiceContext<MessagingConfig>): EmailQueue {
  let q = queues.get(ctx);
  if (!q) {
    q = new EmailQueue(ctx.redis, ctx.prefix, {
      attempts: ctx.config.EMAIL_ATTEMPTS,
      retryDelayMs: ctx.config.EMAIL_RETRY_DELAY_MS,
      digestDelayMs: ctx.config.MESSAGE_EMAIL_DELAY_MS,
    });
    queues.set(ctx, q);
  }
  return q;
}

/** Starts the e-mail worker; returns the stopper (worker, queue, SMTP transport). */
export async function startMessagingEmail(ctx: ServiceContext<MessagingConfig>, now: () => Date = () => new Date()) {
  const queue = emailQueueOf(ctx);
  const transport = new MailTransport(ctx.config.SMTP_URL, ctx.config.MAIL_FROM);
  const sender = new MessagingEmailSender({
    pool: ctx.pool,
    transport,
    webBaseUrl: ctx.config.WEB_BASE_URL,
    unsubscribeSecret: ctx.config.UNSUBSCRIBE_SECRET,
    digestDelayMs: ctx.config.MESSAGE_EMAIL_DELAY_MS,
    now,
  });
  const worker = startEmailWorker(ctx.redis, ctx.prefix, {
    notification: async (job) => ({ outcome: await sender.sendNotification(job.data) }),
    digest: async (job) => ({ outcome: await sender.sendDigest(job.data.userId) }),
  });
  worker.worker.on('failed', (job, err) => {
    const final = job && job.attemptsMade >= (job.opts.attempts ?? 1);
    ctx.logger[final ? 'error' : 'warn'](
      { jobId: job?.id, attempts: job?.attemptsMade, err: err.message },
      final ? 'e-mail job failed for good (dead letter)' : 'e-mail not sent; will retry',
    );
  });
  return {
    queue,
    sender,
    stop: async () => {
      await worker.close();
      await queue.close();
      transport.close();
    },
  };
}
