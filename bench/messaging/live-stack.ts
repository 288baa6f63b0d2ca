/**
 * The live benchmarks' stack, run the way production runs it: the gateway and the messaging
 * service each as its own Node process (`dist/main.js`, as `npm start` starts them), on a fresh
 * database, this file's subject prefix and Redis key prefix. The load generator and a fake
 * identity (it only publishes the signing key) stay in the benchmark's process.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  buildLibs,
  connectNats,
  createTestDatabase,
  deleteTestStreams,
  repoRoot,
  subjectPrefix,
} from '@oneway/testing';
import pg from 'pg';
import { announceUser } from '../../services/gateway/test/support/announce-user.js';
import { startKeyedFakeIdentity } from '../../services/gateway/test/support/fake-identity.js';
import { startServiceProcess, type ServiceProcess } from '../../services/gateway/test/support/service-process.js';
import type { SigningKey } from '../../services/gateway/test/support/test-keys.js';
// eslint-disable-next-line @nx/enforce-module-boundaries -- scripts/ is no package: the benches start services with npm start's flags.
import { NODE_OPTIONS_OF } from '../../scripts/workspace.mjs';

/** Compiles the libraries, messaging and the gateway to dist/, as `npm start` runs them. */
export function buildLiveStack(): void {
  buildLibs(['contracts', 'eventstore', 'service-kit', 'file-storage']);
  for (const service of ['messaging', 'gateway']) {
    execFileSync(
      path.join(repoRoot, 'node_modules/.bin/swc'),
      ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../../.swcrc', '--ignore', '**/*.spec.ts'],
      { cwd: path.join(repoRoot, 'services', service), stdio: 'ignore' },
    );
  }
}

export interface GatewayProcess {
  child: ChildProcess;
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/** `services/gateway/dist/main.js` as its own process; resolves once it logged "gateway started". */
export async function startGatewayProcess(env: Record<string, string> = {}): Promise<GatewayProcess> {
  const prefix = subjectPrefix();
  const child = spawn(process.execPath, [path.join(repoRoot, 'services/gateway/dist/main.js')], {
    env: {
      ...process.env,
      NODE_OPTIONS: NODE_OPTIONS_OF.gateway,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      NATS_SUBJECT_PREFIX: prefix,
      REDIS_KEY_PREFIX: `${prefix}:gw:`,
      WEB_ORIGIN: 'http://localhost:5173',
      FILE_STORAGE_DIR: path.join(repoRoot, 'tmp', `bench-files-${prefix}`),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`gateway exited with ${code} before starting: ${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'gateway started' && entry.url) resolve(entry.url);
      } catch {
        // not a log line
      }
    });
  });
  return {
    child,
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident set size of a process, from /proc/<pid>/status (bytes). */
export function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN) * 1024;
}

export interface MessagingProcess {
  service: ServiceProcess;
  /** Announces a user as identity would, and waits until messaging knows them. */
  register: (fullName: string) => Promise<string>;
  stop: () => Promise<void>;
}

/** The messaging service as its own process on a fresh database. */
export async function startMessagingProcess(nc: NatsConnection, env: Record<string, string> = {}) {
  const db = await createTestDatabase('bench_live_messaging');
  // Its pools open from boot, as outside tests (decision db-pools-start-warm).
  const service = await startServiceProcess('messaging', { DATABASE_URL: db.url, DB_POOL_MIN: '10', ...env });
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  const register = (fullName: string): Promise<string> => announceUser(nc, pool, fullName);
  return {
    service,
    register,
    stop: async () => {
      if (service.alive()) {
        service.child.kill('SIGTERM');
        await service.exited;
      }
      await pool.end();
      await db.drop();
    },
  } satisfies MessagingProcess;
}

export interface LiveStack {
  nc: NatsConnection;
  /** The key the fake identity publishes: tokens signed with it are the gateway's. */
  key: SigningKey;
  messaging: MessagingProcess;
  gw: GatewayProcess;
  /** Stops what started, last first, and removes this run's streams. */
  stop: () => Promise<void>;
}

/**
 * Builds and starts the whole live stack: NATS, the fake identity, messaging, then the gateway
 * (`env` is added to each process's environment). If a step fails, what started is stopped.
 */
export async function startLiveStack(
  env: { messaging?: Record<string, string>; gateway?: Record<string, string> } = {},
): Promise<LiveStack> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s();
  };
  try {
    buildLiveStack();
    const nc = await connectNats();
    stops.push(async () => {
      await deleteTestStreams(nc).catch(() => {});
      await nc.drain();
    });
    const { key, identity } = await startKeyedFakeIdentity(nc);
    stops.push(() => identity.stop());
    const messaging = await startMessagingProcess(nc, env.messaging);
    stops.push(() => messaging.stop());
    const gw = await startGatewayProcess(env.gateway);
    stops.push(() => gw.stop());
    return { nc, key, messaging, gw, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
