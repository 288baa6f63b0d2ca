import { randomBytes } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import pg from 'pg';

/** Where tests reach the machine's servers (env first, standard local ports otherwise). */
export const testUrls = {
  postgresBase: () => process.env.DATABASE_URL_BASE ?? 'postgres://postgres@127.0.0.1:5432',
  nats: () => process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  redis: () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};

export function subjectPrefix(): string {
  return process.env.NATS_SUBJECT_PREFIX ?? 'oneway';
}

/** A fresh database per suite; `drop()` removes it (and any connections left on it). */
export async function createTestDatabase(
  label: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `t_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${testUrls.postgresBase()}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    name,
    url: `${testUrls.postgresBase()}/${name}`,
    drop: async () => {
      const c = new pg.Client({ connectionString: `${testUrls.postgresBase()}/postgres` });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function connectNats(): Promise<NatsConnection> {
  return connect({ servers: testUrls.nats() });
}

/** Deletes every JetStream stream made under this test file's subject prefix. */
export async function deleteTestStreams(nc: NatsConnection, prefix = subjectPrefix()): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const names: string[] = [];
  for await (const s of jsm.streams.list()) names.push(s.config.name);
  for (const n of names.filter((x) => x.startsWith(`${prefix.toUpperCase()}_`))) {
    await jsm.streams.delete(n).catch(() => {});
  }
}

/** Polls until `check` passes or the time runs out (for effects that arrive asynchronously). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 30_000, intervalMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) throw lastError;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
