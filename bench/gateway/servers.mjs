#!/usr/bin/env node
// One server of the gateway benchmark per process (argv[2]): `identity` (the real service on
// a fresh database), `stub-identity` (answers from memory), `gateway` (in front of either) or
// `bare` (a Fastify hello route). Each runs
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
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_POLL_INTERVAL_MS: '600000',
  });
  url = identity.url;
  stop = async () => {
    await identity.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  };
} else if (role === 'gateway') {
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
} else if (role === 'stub-identity') {
  // Answers the gateway's calls from memory, so the gateway's own cost can be told apart
  // from identity's database work. Prints a token it signed for the gateway to verify.
  const { randomUUID } = await import('node:crypto');
  const { SignJWT, exportJWK, generateKeyPair } = await import('jose');
  const { connect } = await import('@nats-io/transport-node');
  const { createLogger, RpcServer } = await import('../../libs/service-kit/dist/index.js');
  const { getCurrentUserRpc, getJwksRpc, identityPingRpc } = await import('../../libs/contracts/dist/index.js');
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stub', alg: 'EdDSA', use: 'sig' };
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  const rpc = new RpcServer(nc, 'identity', process.env.NATS_SUBJECT_PREFIX, createLogger('stub', 'silent'));
  const userId = randomUUID();
  const user = {
    id: userId,
    username: 'stub',
    email: 'stub@example.com',
    emailVerified: true,
    fullName: 'Stub',
    country: 'Canada',
    bio: null,
    phone: null,
    isPhoneVerified: false,
    profileImage: null,
    userType: 'sender',
    role: 'user',
    isVerified: false,
    verificationStatus: 'unverified',
    status: 'active',
    isBanned: false,
    createdAt: new Date().toISOString(),
  };
  rpc.handle(identityPingRpc, async () => ({ service: 'identity' }));
  rpc.handle(getJwksRpc, async () => ({ keys: [jwk] }));
  rpc.handle(getCurrentUserRpc, async () => user);
  url = await new SignJWT({ role: 'user', sid: randomUUID() })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'stub' })
    .setSubject(userId)
    .setIssuer('oneway-identity')
    .setAudience('oneway-api')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
  stop = async () => {
    await rpc.drain();
    await nc.drain();
  };
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
