#!/usr/bin/env node
// Brings the whole product up locally: every service with its own database, the gateway on
// :3000 serving the built web app, demo data seeded. A crashed service is restarted (see
// supervisor.mjs). Ctrl-C stops everything gracefully.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { supervise } from './supervisor.mjs';
import { GATEWAY_PORT, NODE_OPTIONS_OF, root, SERVICE_PORTS, services } from './workspace.mjs';

const pgBase = process.env.DATABASE_URL_BASE ?? 'postgres://postgres@127.0.0.1:5432';
// Browser tests run a whole private stack: their own database names, subject prefix and ports.
const dbPrefix = process.env.ONEWAY_DB_PREFIX ?? 'oneway';
const autoPorts = process.env.SERVICE_PORTS === 'auto';
const children = [];

// Development mail: a local catcher receives what identity sends (verification and reset
// links) and shows it at http://localhost:1080. Skipped when SMTP_URL points elsewhere.
if (!process.env.SMTP_URL && process.env.MAIL_CATCHER !== 'off') {
  const catcher = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/maildev/bin/maildev'),
      '--smtp',
      '1025',
      '--web',
      '1080',
      '--ip',
      '127.0.0.1',
      '--silent',
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  catcher.on(
    'exit',
    (code) =>
      code && console.error(JSON.stringify({ service: 'mail-catcher', msg: 'exited (port 1025/1080 busy?)', code })),
  );
  children.push(catcher);
}

// Every service runs under a supervisor: a crashed one (a bug, an out-of-memory kill, `kill -9`)
// is started again with backoff while the others keep serving.
const supervised = [];
for (const dir of services()) {
  const name = path.basename(dir);
  const env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    NODE_OPTIONS: [process.env.NODE_OPTIONS, NODE_OPTIONS_OF[name]].filter(Boolean).join(' '),
    DATABASE_URL: `${pgBase}/${dbPrefix}_${name}`,
    HTTP_PORT: String(name === 'gateway' ? GATEWAY_PORT : autoPorts ? 0 : (SERVICE_PORTS[name] ?? 0)),
    PORT: String(GATEWAY_PORT),
    // Each stack its own Redis keys (rate limits, presence, deny-list), as it has its own subjects.
    REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX ?? `${process.env.NATS_SUBJECT_PREFIX ?? 'oneway'}:gateway:`,
    WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'web/dist'),
    WEB_BASE_URL: process.env.WEB_BASE_URL ?? `http://localhost:${GATEWAY_PORT}`,
    WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${GATEWAY_PORT}`,
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
    // Uploaded files (libs/file-storage): each stack its own directory unless S3 is configured.
    FILE_STORAGE_DIR: process.env.FILE_STORAGE_DIR ?? path.join(root, 'tmp/files', dbPrefix),
  };
  supervised.push(
    supervise(
      name,
      () =>
        spawn(process.execPath, [path.join(dir, 'dist/main.js')], {
          env,
          stdio: ['ignore', 'inherit', 'inherit'],
        }),
      {
        minBackoffMs: Number(process.env.SUPERVISOR_MIN_BACKOFF_MS ?? 500),
        maxBackoffMs: Number(process.env.SUPERVISOR_MAX_BACKOFF_MS ?? 30_000),
      },
    ),
  );
}
console.log(
  JSON.stringify({
    msg: `Oneway is starting: open http://localhost:${GATEWAY_PORT}`,
    services: services().map((d) => path.basename(d)),
  }),
);

let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(code), 30_000).unref();
  for (const c of children) c.kill('SIGTERM');
  Promise.all([
    ...supervised.map((s) => s.stop('SIGTERM')),
    ...children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))),
  ]).then(() => process.exit(code));
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// Once the gateway is ready: where to go, and the demo accounts (local only: the identity
// seed refuses to run in production; the passwords are public, docs/decisions/identity-demo-seed.md).
void (async () => {
  const deadline = Date.now() + 180_000;
  while (!stopping && Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${GATEWAY_PORT}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  if (stopping || Date.now() >= deadline) return;
  const lines = [`Oneway is ready: http://localhost:${GATEWAY_PORT}`];
  if (!process.env.SMTP_URL && process.env.MAIL_CATCHER !== 'off')
    lines.push('Mail (verification, reset): http://localhost:1080');
  const seeding = (process.env.SEED_DEMO ?? '1') === '1' && process.env.NODE_ENV !== 'production';
  if (seeding) {
    const { DEMO_ACCOUNTS } = await import(path.join(root, 'services/identity/dist/seed-demo.js'));
    lines.push('Demo accounts (sign in with the username):');
    for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.username.padEnd(10)} ${a.password.padEnd(20)} ${a.role}`);
  }
  console.log(`\n${lines.join('\n')}\n`);
  // The demo's payments, deliveries, reviews, claim and ticket, played through the API once the
  // seeds are in (scripts/demo-journey.mjs); browser tests start their stacks without it.
  if (seeding && process.env.DEMO_JOURNEY !== '0') {
    const { runDemoJourney } = await import('./demo-journey.mjs');
    await runDemoJourney(`http://127.0.0.1:${GATEWAY_PORT}`).then(
      () =>
        console.log(
          JSON.stringify({
            msg: 'demo journey played: identity checks, payments, deliveries, reviews and a reported one, a claim, tickets, staff at work',
          }),
        ),
      (err) => console.error(JSON.stringify({ msg: 'demo journey failed', err: String(err) })),
    );
  }
})();
