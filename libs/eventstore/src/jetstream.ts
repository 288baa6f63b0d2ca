import { jetstreamManager, type JetStreamManager, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { contextSubjects } from '@oneway/contracts';

const NANOS_PER_SECOND = 1_000_000_000;
/** Re-publishes inside this window are dropped by JetStream (Nats-Msg-Id dedupe). */
export const DUPLICATE_WINDOW_SECONDS = 15 * 60;

export function streamNameFor(context: string, prefix: string): string {
  return `${prefix}_${context}`.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
}

/**
 * How many NATS nodes keep each stream (and its durable consumers, which inherit it):
 * `JETSTREAM_REPLICAS`, 1 on a single server, 3 on a cluster (`npm run cluster`, infra/k8s).
 */
export function streamReplicas(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.JETSTREAM_REPLICAS ?? '1';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 5) throw new Error(`JETSTREAM_REPLICAS must be 1 to 5, not ${raw}`);
  return n;
}

/** One stream per bounded context, file storage, deduplicating by message id. */
export async function ensureContextStream(
  jsm: JetStreamManager,
  context: string,
  prefix: string,
  replicas = streamReplicas(),
): Promise<string> {
  const name = streamNameFor(context, prefix);
  const config = {
    name,
    subjects: [contextSubjects(context, prefix)],
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    duplicate_window: DUPLICATE_WINDOW_SECONDS * NANOS_PER_SECOND,
    num_replicas: replicas,
  };
  try {
    await jsm.streams.info(name);
  } catch {
    try {
      await jsm.streams.add(config);
    } catch (err) {
      // Another instance created it concurrently; anything else is real.
      await jsm.streams.info(name).catch(() => {
        throw err;
      });
    }
  }
  return name;
}

export async function getJetStreamManager(nc: NatsConnection): Promise<JetStreamManager> {
  return jetstreamManager(nc);
}
