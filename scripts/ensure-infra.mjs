#!/usr/bin/env node
// Makes sure Postgres, Redis and NATS (JetStream) answer at the configured URLs. A server
// that is down but installed here is started; one that is not installed runs in a container
// when a Docker engine answers (the images of infra/docker-compose.yml); otherwise it is named
// with what to install. Plain Node built-ins only: this runs before anything else works.
// Never assumes Docker: without an engine nothing here calls it.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';

const hostPort = (url, fallbackPort) => {
  const u = new URL(url);
  return { host: u.hostname || '127.0.0.1', port: Number(u.port || fallbackPort) };
};

const PG_MAX_CONNECTIONS = 300;

const servers = [
  {
    name: 'PostgreSQL',
    ...hostPort(process.env.DATABASE_URL_BASE ?? process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432', 5432),
    installed: () => existsSync('/etc/postgresql') && readdirSync('/etc/postgresql').length > 0,
    // The suites run whole stacks side by side (each service a pool): more than the default 100.
    start: () =>
      `pg_ctlcluster --skip-systemctl-redirect ${readdirSync('/etc/postgresql')[0]} main start -- -o '-c max_connections=${PG_MAX_CONNECTIONS}'`,
    pkg: 'postgresql',
    container: '-e POSTGRES_HOST_AUTH_METHOD=trust postgres:15',
  },
  {
    name: 'Redis',
    ...hostPort(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 6379),
    installed: () => has('redis-server'),
    start: (port) =>
      `mkdir -p /var/lib/redis /var/log/redis && redis-server --daemonize yes --bind 127.0.0.1 -::1 --port ${port} --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log`,
    pkg: 'redis-server',
    container: 'redis:7 redis-server --save "" --appendonly no',
  },
  {
    name: 'NATS (JetStream)',
    ...hostPort(process.env.NATS_URL ?? 'nats://127.0.0.1:4222', 4222),
    installed: () => existsSync('/usr/sbin/nats-server') || has('nats-server'),
    // One store directory and pid file per port, so a second port starts a second server.
    start: (port) => {
      const at = port === 4222 ? '' : `-${port}`;
      return `mkdir -p /var/lib/nats-server${at} && start-stop-daemon --start --oknodo --background --make-pidfile --pidfile /run/nats-server${at}.pid --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p ${port} -js -sd /var/lib/nats-server${at} -l /var/log/nats-server${at}.log`;
    },
    pkg: 'nats-server',
    container: 'nats:2.10 -js',
  },
];

/** True when a Docker engine answers (not merely when the CLI is installed). */
function dockerEngine() {
  if (!has('docker')) return false;
  try {
    execSync('docker info', { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/** Runs (or restarts) the server's container, published on its configured port. */
function startContainer(s) {
  const name = `oneway-${s.pkg}`;
  const inner = { postgresql: 5432, 'redis-server': 6379, 'nats-server': 4222 }[s.pkg];
  return `docker start ${name} 2>/dev/null || docker run -d --name ${name} -p 127.0.0.1:${s.port}:${inner} ${s.container}`;
}

function has(bin) {
  try {
    execSync(`command -v ${bin}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

function reachable({ host, port }, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitFor(server, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await reachable(server)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const missing = [];
for (const s of servers) {
  if (await reachable(s)) {
    console.log(`infra: ${s.name} is up at ${s.host}:${s.port}`);
    continue;
  }
  const local = ['127.0.0.1', 'localhost', '::1'].includes(s.host);
  if (!local) {
    missing.push(`${s.name} does not answer at ${s.host}:${s.port} (a remote server: start it there)`);
    continue;
  }
  const installed = s.installed();
  if (!installed && !dockerEngine()) {
    missing.push(`${s.name} is not installed: run  apt-get install -y ${s.pkg}`);
    continue;
  }
  console.log(`infra: starting ${s.name}${installed ? '' : ' in a Docker container'}…`);
  try {
    execSync(installed ? s.start(s.port) : startContainer(s), { stdio: 'inherit', shell: '/bin/bash' });
  } catch (err) {
    missing.push(`${s.name} failed to start: ${err.message}`);
    continue;
  }
  if (await waitFor(s, 30)) console.log(`infra: ${s.name} is up at ${s.host}:${s.port}`);
  else missing.push(`${s.name} was started but does not answer at ${s.host}:${s.port} within 30 s`);
}

if (missing.length) {
  for (const m of missing) console.error(`infra: ${m}`);
  process.exit(1);
}

// A server that was already up keeps its own limit. The local one is raised (ALTER SYSTEM and
// a restart, before anything uses it); any other is named with what to do.
const psql = (pg, sql) =>
  execSync(`psql -h ${pg.host} -p ${pg.port} -U postgres -Atc "${sql}"`, {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();
try {
  const pg = servers[0];
  const max = Number(psql(pg, 'show max_connections'));
  const local = ['127.0.0.1', 'localhost'].includes(pg.host) && pg.installed();
  if (max < PG_MAX_CONNECTIONS && local) {
    psql(pg, `ALTER SYSTEM SET max_connections = ${PG_MAX_CONNECTIONS}`);
    const cluster = readdirSync('/etc/postgresql')[0];
    execSync(`pg_ctlcluster --skip-systemctl-redirect ${cluster} main restart`, { stdio: 'ignore' });
    if (!(await waitFor(pg, 30))) throw new Error('PostgreSQL did not come back after its restart');
    console.log(`infra: PostgreSQL now allows ${psql(pg, 'show max_connections')} connections`);
  } else if (max < PG_MAX_CONNECTIONS)
    console.warn(
      `infra: PostgreSQL allows ${max} connections; the test suites run several stacks at once and need ${PG_MAX_CONNECTIONS}: ALTER SYSTEM SET max_connections = ${PG_MAX_CONNECTIONS}, then restart it`,
    );
} catch (err) {
  // No psql here, or it needs a password: nothing to check.
  if (err instanceof Error && err.message.includes('did not come back')) {
    console.error(`infra: ${err.message}`);
    process.exit(1);
  }
}
