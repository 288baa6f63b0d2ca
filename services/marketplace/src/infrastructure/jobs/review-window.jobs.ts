import type { ServiceContext } from '@oneway/service-kit';
import { closeReviewWindow } from '../../application/commands/review.handlers.js';
import type { MarketplaceConfig } from '../../config.js';
import { startReviewWindowWorker } from './review-window-queue.js';

/** The worker that publishes blind reviews when their window closes. Returns its stopper. */
export function startReviewWindowJobs(ctx: ServiceContext<MarketplaceConfig>, clock: () => Date = () => new Date()) {
  const worker = startReviewWindowWorker(ctx.redis, ctx.prefix, async (job) => {
    // A delayed job may fire a moment before its deadline by another clock: it is the deadline.
    const now = new Date(Math.max(clock().getTime(), Date.parse(job.data.closesAt)));
    const metadata = { correlationId: `job:${job.id}`, causationId: `job:${job.id}`, actorId: null, now };
    return { published: await closeReviewWindow(ctx, job.data.shipmentId, metadata) };
  });
  return { stop: () => worker.close() };
}
