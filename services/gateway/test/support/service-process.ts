import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { subjectOf, type EventContract } from '@oneway/contracts';
import { buildLibs, compilePackage, eventually, repoRoot, subjectPrefix, testUrls } from '@oneway/testing';
import pg from 'pg';

export type ServiceName = 'identity' | 'marketplace' | 'payments' | 'relay' | 'messaging';

/** Compiles the libraries and the service to dist/, as `npm start` runs them. */
export function buildService(service: ServiceName): void {
  buildLibs(['contracts', 'eventstore', 'service-kit']);
  compilePackage(path.join(repoRoot, 'services', service));
}

export interface ServiceProcess {
  child: ChildProcess;
  /** Base URL of its ops endpoints (/health, /ready, /metrics). */
  url: string;
  exited: Promise<number | null>;
  alive: () => boolean;
}

/** Starts `services/<name>/dist/main.js` as its own process; resolves once it logged "started". */
export async function startServiceProcess(service: ServiceName, env: Record<string, string>): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'services', service, 'dist/main.js')], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HTTP_PORT: '0',
      NATS_SUBJECT_PREFIX: subjectPrefix(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`${service} exited with ${code} before starting: ${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; address?: string };
        if (entry.msg === `${service} started` && entry.address) resolve(entry.address);
      } catch {
        // not a log line
      }
    });
  });
  return { child, url, exited, alive: () => child.exitCode === null && child.signalCode === null };
}

/**
 * Holds an ACCESS EXCLUSIVE lock on every table of the service's database, so whatever the
 * service does next with Postgres (an RPC, a consumer's inbox claim) waits inside its handler.
 */
export async function blockDatabase(url: string): Promise<{
  waitingOn: (sqlFragment: string) => Promise<void>;
  release: () => Promise<void>;
}> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ t: string }>(
    "SELECT format('%I.%I', schemaname, tablename) AS t FROM pg_tables WHERE schemaname = 'public'",
  );
  // LOCK TABLE takes the tables one after another: a service transaction holding one of them and
  // waiting for another already taken here is a deadlock Postgres breaks by aborting one side.
  // When it picks this side, take them all again.
  for (;;) {
    await client.query('BEGIN');
    try {
      await client.query(`LOCK TABLE ${rows.map((r) => r.t).join(', ')} IN ACCESS EXCLUSIVE MODE`);
      break;
    } catch (err) {
      await client.query('ROLLBACK');
      if ((err as { code?: string }).code !== '40P01') throw err;
    }
  }
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  return {
    /** Resolves once a backend of this database waits for the lock with a statement containing the fragment. */
    waitingOn: (sqlFragment) =>
      eventually(async () => {
        const { rows: waiting } = await watcher.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
             AND query ILIKE '%' || $1 || '%'`,
          [sqlFragment],
        );
        if (waiting.length === 0) throw new Error(`nothing waits on "${sqlFragment}" yet`);
      }, 20_000),
    release: async () => {
      await client.query('COMMIT');
      await client.end();
      await watcher.end();
    },
  };
}

/** Publishes one event envelope on the bus as a service's outbox relay would. */
export async function publishEvent<D>(
  nc: NatsConnection,
  contract: EventContract & { type: string; version: number },
  data: D,
): Promise<string> {
  const id = randomUUID();
  const envelope = {
    id,
    type: contract.type,
    version: contract.version,
    streamId: `test-${id}`,
    streamVersion: 1,
    occurredAt: new Date().toISOString(),
    correlationId: `test-${id}`,
    causationId: null,
    actorId: null,
    data,
  };
  const js = (await jetstreamManager(nc)).jetstream();
  await js.publish(subjectOf(contract, subjectPrefix()), JSON.stringify(envelope), { msgID: id });
  return id;
}

/** How many times a consumer of the service applied an event (its inbox claims). */
export async function inboxClaims(url: string, eventId: string, consumer: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM es_inbox WHERE event_id = $1 AND consumer = $2',
      [eventId, consumer],
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

export { testUrls };
