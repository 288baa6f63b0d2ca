#!/usr/bin/env node
// One server of the gateway benchmark per process (argv[2]): `identity` (the real service on
// a fresh database), `gateway` (in front of it) or `bare` (a Fastify hello route). Each runs
// on its own event loop, as in production; prints one JSON line `{url}` when listening and
// stops on SIGTERM.
import Fastify from 'fastify';
import pg from 'pg';

const role = process.argv[2];
const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
let stop;
let url = null;

if (role === 'identity') {
  const { startService } = await import('../../libs/service-kit/dist/index.js');
  const { identityService } = await import('../../services/identity/dist/identity.service.js');
  const base = process.env.DATABASE_URL_BASE ?? 'postgres://postgres@127.0.0.1:5432';
  const dbName = `bench_gw_${process.env.NATS_SUBJECT_PREFIX}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const identity = await startService(identityService(), {
    ...env,
    DATABASE_URL: `${base}/${dbName}`,
    // The run's mail catcher: the bench user confirms its e-mail from the link, as a person does.
    SMTP_URL: process.env.BENCH_SMTP_URL ?? 'smtp://127.0.0.1:9',
    MAIL_POLL_INTERVAL_MS: '500',
  });
  url = identity.url;
  stop = async () => {
    await identity.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  };
} else if (role === 'gateway') {
  // As the gateway's main.js does, before anything else of the gateway loads.
  await import('../../services/gateway/dist/v8-flags.js');
  const { startGateway } = await import('../../services/gateway/dist/gateway.js');
  const gateway = await startGateway({
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    REDIS_KEY_PREFIX: `${process.env.NATS_SUBJECT_PREFIX}:gw:`,
    // The login benchmark signs the same account in over and over.
    RATE_LOGIN_PER_ACCOUNT: '1000000',
    RATE_LOGIN_PER_IP: '1000000',
  });
  url = gateway.url;
  stop = () => gateway.stop();
} else if (role === 'bare') {
  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ hello: 'world' }));
  url = await bare.listen({ port: 0, host: '127.0.0.1' });
  stop = () => bare.close();
} else {
  throw new Error(`unknown role ${role}`);
}

process.stdout.write(`${JSON.stringify({ url })}\n`);
process.on('SIGTERM', async () => {
  await stop();
  process.exit(0);
});
