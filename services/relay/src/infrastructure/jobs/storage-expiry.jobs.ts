import type { ServiceContext } from '@oneway/service-kit';
import { packagesDueForAgeing } from '../../application/storage-age/storage-age-sweep.query.js';
import { recordStorageAge } from '../../application/storage-age/record-storage-age.handler.js';
import { loadStorageLimits } from '../../application/settings/storage-settings.repository.js';
import type { RelayConfig } from '../../config.js';
import { startStorageExpiryWorkers, StorageExpiryQueues } from './storage-expiry-queues.js';

/**
 * Starts the storage-expiry sweep: the repeatable scheduler (unless turned off) and both
 * workers. Returns the queues (to trigger a sweep) and the stopper.
 */
export async function startStorageExpiry(ctx: ServiceContext<RelayConfig>, clock: () => Date = () => new Date()) {
  const queues = new StorageExpiryQueues(ctx.redis, ctx.prefix);
  const workers = startStorageExpiryWorkers(ctx.redis, ctx.prefix, {
    sweep: async (job) => {
      const now = job.data.now ? new Date(job.data.now) : clock();
      // The current settings on every run: a changed limit applies from the next sweep.
      const due = await packagesDueForAgeing(ctx.pool, now, await loadStorageLimits(ctx.pool));
      for (const p of due) await queues.enqueueAge({ ...p, now: now.toISOString() });
      return { queued: due.length };
    },
    age: async (job) => {
      const metadata = {
        correlationId: `job:${job.id}`,
        causationId: `job:${job.id}`,
        actorId: null,
        now: new Date(job.data.now),
      };
      return { raised: await recordStorageAge(ctx, job.data, metadata) };
    },
  });
  if (ctx.config.RELAY_SWEEP_EVERY_MS > 0) await queues.scheduleSweep(ctx.config.RELAY_SWEEP_EVERY_MS);
  return {
    queues,
    stop: async () => {
      await workers.close();
      await queues.close();
    },
  };
}
