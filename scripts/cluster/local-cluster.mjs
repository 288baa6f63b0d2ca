// A whole Oneway cluster on one machine, with real engines: a three-node NATS JetStream
// cluster (streams and consumers kept on 3 nodes), two instances of every domain service,
// two gateways behind HAProxy, against the one Postgres and Redis. Every process runs under a
// supervisor (a crash or `kill -9` restarts it); `stop()` stops them in order: load balancer,
// gateways, services, NATS.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { supervise } from '../supervisor.mjs';
import { root } from '../workspace.mjs';
import { writeHaproxyConfig } from './haproxy.mjs';
import { waitForJetStream, writeNatsConfigs } from './nats-cluster.mjs';
import { preparePrivatePostgres } from './private-postgres.mjs';
import { freePort } from '../lib/ports.mjs';

export const DOMAIN_SERVICES = ['identity', 'marketplace', 'payments', 'relay', 'messaging'];

/** Whether something listens on the loopback port. */
export function canConnect(port) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/** Whether the Postgres server at `base` answers a query (it refuses them while recovering). */
export async function acceptsQueries(base) {
  const c = new pg.Client({ connectionString: `${base}/postgres`, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

/** Polls `url` until it answers 200 or the deadline passes. */
export async function waitForOk(url, timeoutMs, isDead = () => false) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (isDead()) throw new Error(`${url}: its process keeps exiting`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * @param {{
 *   port?: number,              // the load balancer's port (0: a free one)
 *   instances?: number,         // of each domain service and of the gateway
 *   pgBase?: string, redisUrl?: string,
 *   id?: string,                // names databases (<dbPrefix>_<service>), subjects and Redis keys
 *   dbPrefix?: string, subjectPrefix?: string,
 *   seedDemo?: boolean, logLevel?: string, env?: Record<string, string>,
 *   privateRedis?: boolean,     // a Redis of the cluster's own (so chaos may kill it), not REDIS_URL
 *   privatePostgres?: boolean,  // a Postgres server of the cluster's own (chaos kills it once), not pgBase
 *   log?: (line: object) => void,
 * }} [o]
 */
export async function startCluster(o = {}) {
  const id = o.id ?? randomBytes(3).toString('hex');
  const instances = o.instances ?? 2;
  let pgBase = o.pgBase ?? process.env.DATABASE_URL_BASE ?? 'postgres://postgres@127.0.0.1:5432';
  /** @type {ReturnType<typeof preparePrivatePostgres> | null} */
  let privatePg = null;
  const dbPrefix = o.dbPrefix ?? `cluster_${id}`;
  const subjectPrefix = o.subjectPrefix ?? `cluster${id}`;
  const log = o.log ?? ((line) => console.error(JSON.stringify(line)));
  const dir = path.join(root, 'tmp', `cluster-${id}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });

  /** @type {{ kind: string, name: string, url?: string, sup: ReturnType<typeof supervise> }[]} */
  const processes = [];
  const quiet = ['lb', 'nats', 'redis', 'postgres'];
  const run = (kind, name, cmd, args, env = process.env, url = undefined, spawnOptions = {}) => {
    const sup = supervise(
      name,
      () =>
        spawn(cmd, args, {
          cwd: root,
          env,
          ...spawnOptions,
          // NATS, Redis, Postgres and HAProxy log to their own files or not at all; the services log errors.
          stdio: ['ignore', quiet.includes(kind) ? 'ignore' : 'inherit', quiet.includes(kind) ? 'ignore' : 'inherit'],
        }),
      { minBackoffMs: 200, maxBackoffMs: 5_000, stableMs: 20_000, log },
    );
    const p = { kind, name, url, sup };
    processes.push(p);
    return p;
  };

  const stopAll = async () => {
    // Front to back: nothing new comes in while the back still answers what is in flight.
    for (const kind of ['lb', 'gateway', 'service', 'mail', 'nats', 'redis', 'postgres'])
      await Promise.all(processes.filter((p) => p.kind === kind).map((p) => p.sup.stop('SIGTERM')));
  };

  try {
    // NATS: three nodes, then wait for the JetStream meta leader.
    const nodes = [];
    for (let i = 0; i < 3; i++)
      nodes.push({ client: await freePort(), cluster: await freePort(), monitor: await freePort() });
    const nats = writeNatsConfigs({ dir, nodes });
    for (const n of nats) run('nats', n.name, 'nats-server', ['-c', n.configFile], process.env, n.monitorUrl);
    await waitForJetStream(
      nats.map((n) => n.url),
      60_000,
    );

    // Chaos kills Redis too, so it gets one of its own: append-only file synced on every write,
    // so a `kill -9` loses no acknowledged write (BullMQ jobs, rate-limit counters).
    let redisUrl = o.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    if (o.privateRedis) {
      const redisPort = await freePort();
      const redisDir = path.join(dir, 'redis');
      mkdirSync(redisDir, { recursive: true });
      run(
        'redis',
        'redis',
        'redis-server',
        [
          '--port',
          String(redisPort),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'yes',
          '--appendfsync',
          'always',
          '--dir',
          redisDir,
        ],
        process.env,
      );
      redisUrl = `redis://127.0.0.1:${redisPort}`;
      const deadline = Date.now() + 20_000;
      while (!(await canConnect(redisPort))) {
        if (Date.now() > deadline) throw new Error('the private Redis did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
    }

    if (o.privatePostgres) {
      const pgPort = await freePort();
      privatePg = preparePrivatePostgres(pgPort);
      run('postgres', 'postgres', privatePg.cmd, privatePg.args, process.env, undefined, privatePg.spawnOptions);
      pgBase = privatePg.url;
      const deadline = Date.now() + 30_000;
      while (!(await acceptsQueries(pgBase))) {
        if (Date.now() > deadline) throw new Error('the private Postgres did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
    }

    // Each service's database made once here, so two instances never race to create it.
    const admin = new pg.Client({ connectionString: `${pgBase}/postgres` });
    await admin.connect();
    for (const name of DOMAIN_SERVICES) {
      const db = `${dbPrefix}_${name}`;
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [db]);
      if (!rowCount) await admin.query(`CREATE DATABASE "${db}"`);
    }
    await admin.end();

    const port = o.port || (await freePort());
    const publicUrl = `http://127.0.0.1:${port}`;
    const [smtpPort, mailWebPort] = [await freePort(), await freePort()];
    run('mail', 'mail-catcher', process.execPath, [
      path.join(root, 'node_modules/maildev/bin/maildev'),
      '--smtp',
      String(smtpPort),
      '--web',
      String(mailWebPort),
      '--ip',
      '127.0.0.1',
      '--silent',
    ]);
    const common = {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      LOG_LEVEL: o.logLevel ?? process.env.LOG_LEVEL ?? 'warn',
      NATS_SUBJECT_PREFIX: subjectPrefix,
      JETSTREAM_REPLICAS: '3',
      // Two of every service share one Postgres with whatever else runs there (CI runs tests
      // beside the smoke run): small pools keep the cluster well under max_connections.
      DB_POOL_SIZE: process.env.DB_POOL_SIZE ?? '4',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `${subjectPrefix}:gateway:`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      WEB_BASE_URL: publicUrl,
      WEB_ORIGIN: publicUrl,
      WEB_DIST: path.join(root, 'web/dist'),
      ...(o.env ?? {}),
    };
    // Instance k of a service talks to NATS node k (mod 3); the client learns the other nodes
    // from the cluster and moves to one of them when its node goes away.
    let k = 0;
    const natsUrl = () => nats[k++ % nats.length].url;
    const started = [];
    for (const name of DOMAIN_SERVICES) {
      for (let i = 1; i <= instances; i++) {
        const httpPort = await freePort();
        const url = `http://127.0.0.1:${httpPort}`;
        const env = {
          ...common,
          DATABASE_URL: `${pgBase}/${dbPrefix}_${name}`,
          HTTP_PORT: String(httpPort),
          NATS_URL: natsUrl(),
          // Demo data from one instance only (the seeds are idempotent, but one writer is enough).
          SEED_DEMO: o.seedDemo && i === 1 ? '1' : '0',
        };
        started.push(
          run(
            'service',
            `${name}-${i}`,
            process.execPath,
            [path.join(root, `services/${name}/dist/main.js`)],
            env,
            url,
          ),
        );
      }
    }
    const gatewayPorts = [];
    for (let i = 1; i <= instances; i++) {
      const gwPort = await freePort();
      gatewayPorts.push(gwPort);
      const env = { ...common, PORT: String(gwPort), HOST: '127.0.0.1', NATS_URL: natsUrl(), TRUST_PROXY: '127.0.0.1' };
      started.push(
        run(
          'gateway',
          `gateway-${i}`,
          process.execPath,
          [path.join(root, 'services/gateway/dist/main.js')],
          env,
          `http://127.0.0.1:${gwPort}`,
        ),
      );
    }
    await Promise.all(started.map((p) => waitForOk(`${p.url}/ready`, 180_000, () => p.sup.restarts > 5)));

    const haproxyConfig = writeHaproxyConfig({ dir, port, gateways: gatewayPorts });
    run('lb', 'haproxy', 'haproxy', ['-db', '-f', haproxyConfig], process.env, publicUrl);
    await waitForOk(`${publicUrl}/ready`, 30_000);

    return {
      id,
      url: publicUrl,
      mailUrl: `http://127.0.0.1:${mailWebPort}`,
      dbPrefix,
      subjectPrefix,
      pgBase,
      redisUrl,
      natsUrls: nats.map((n) => n.url),
      processes,
      /** Waits until every process of the cluster answers its readiness check again. */
      async waitHealthy(timeoutMs = 60_000) {
        await Promise.all(
          processes
            .filter((p) => p.url && p.kind !== 'nats')
            .map((p) => waitForOk(p.kind === 'lb' ? `${p.url}/ready` : `${p.url}/ready`, timeoutMs)),
        );
        await Promise.all(
          processes.filter((p) => p.kind === 'nats').map((p) => waitForOk(`${p.url}/healthz`, timeoutMs)),
        );
      },
      async stop({ dropDatabases = false } = {}) {
        await stopAll();
        if (privatePg) privatePg.remove();
        else if (dropDatabases) {
          const c = new pg.Client({ connectionString: `${pgBase}/postgres` });
          await c.connect();
          for (const name of DOMAIN_SERVICES)
            await c.query(`DROP DATABASE IF EXISTS "${dbPrefix}_${name}" WITH (FORCE)`);
          await c.end();
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await stopAll();
    privatePg?.remove();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
