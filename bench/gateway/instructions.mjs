#!/usr/bin/env node
// Instructions per request under callgrind: the signed-in `GET /api/user` against the bare
// Fastify hello route. Unlike req/s on this shared 2-core machine, an instruction count does
// not move with other load (the event loop's count repeats within about 0.3% for the gateway
// and 3% for bare Fastify), so it tells whether a change to the gateway's hot path helped.
// Threads are counted apart: V8's helper threads mark the heap partly by time, which
// valgrind's slowness stretches fifty-fold.
// Needs valgrind (`apt-get install valgrind`); about three minutes. Identity is a stand-in on
// the bus that publishes a fresh key and answers the one user read the gateway makes before
// its read model holds the user; the counted reads make no call at all.
// Env: BENCH_REQUESTS (counted, default 3000), BENCH_WARM_UP (before counting, default 6000).
// Usage: node bench/gateway/instructions.mjs
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { printTable } from '../lib/stats.mjs';
import { NODE_OPTIONS_OF } from '../../scripts/workspace.mjs';
import { compileServers, root } from './compile.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 6000);
const CONCURRENCY = 10;
try {
  execFileSync('valgrind', ['--version']);
} catch {
  console.error('valgrind is not installed: apt-get install -y valgrind');
  process.exit(1);
}
compileServers();
const { startRpcResponder, createLogger } = await import('../../libs/service-kit/dist/index.js');
const { getCurrentUserRpc, getJwksRpc, identityPingRpc } = await import('../../libs/contracts/dist/index.js');
const { sampleUser } = await import('../../libs/testing/dist/sample-user.js');

const prefix = `benchcg${randomBytes(3).toString('hex')}`;
const { publicKey, privateKey } = await generateKeyPair('EdDSA', { extractable: true });
const kid = `k-${randomBytes(4).toString('hex')}`;
const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
const identity = await startRpcResponder({ name: 'identity', prefix, logger: createLogger('bench', 'silent') }, (s) => {
  s.handle(identityPingRpc, async () => ({ service: 'identity' }));
  s.handle(getJwksRpc, async () => ({ keys: [publicJwk] }));
  s.handle(getCurrentUserRpc, async (_payload, meta) => sampleUser({ id: meta.actor.userId }));
});
const now = Math.floor(Date.now() / 1000);
const token = await new SignJWT({ role: 'user', sid: randomUUID() })
  .setProtectedHeader({ alg: 'EdDSA', kid, typ: 'JWT' })
  .setSubject(randomUUID())
  .setIssuer('oneway-identity')
  .setAudience('oneway-api')
  .setIssuedAt(now)
  .setExpirationTime(now + 900)
  .sign(privateKey);

/** Starts `role` of servers.mjs under callgrind and counts the instructions of `REQUESTS` reads. */
async function instructionsPerRequest(role, route, headers = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'oneway-callgrind-'));
  const flags = role === 'gateway' ? NODE_OPTIONS_OF.gateway.split(' ').filter(Boolean) : [];
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--separate-threads=yes',
      `--callgrind-out-file=${dir}/out.%p`,
      process.execPath,
      ...flags,
      path.join(root, 'bench/gateway/servers.mjs'),
      role,
    ],
    { stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, NATS_SUBJECT_PREFIX: prefix } },
  );
  try {
    const url = await new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
      createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line).url));
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const get = () =>
      new Promise((resolve, reject) => {
        http
          .get(`${url}${route}`, { agent, headers }, (res) => {
            res.resume();
            res.on('end', () =>
              res.statusCode === 200 ? resolve() : reject(new Error(`${route}: ${res.statusCode}`)),
            );
          })
          .on('error', reject);
      });
    const run = async (n) => {
      for (let i = 0; i < n; i += CONCURRENCY) await Promise.all(Array.from({ length: CONCURRENCY }, get));
    };
    await run(WARM_UP);
    execFileSync('callgrind_control', ['--zero', String(child.pid)], { stdio: 'ignore' });
    await run(REQUESTS);
    execFileSync('callgrind_control', ['--dump', String(child.pid)], { stdio: 'ignore' });
    agent.destroy();
    // One file per thread (--separate-threads): thread 1 runs the event loop, so the request
    // path; the others are V8's helpers (concurrent marking, sweeping) and libuv's pool.
    const totals = readdirSync(dir)
      .filter((f) => f.startsWith(`out.${child.pid}.`))
      .map((f) => ({
        thread: Number(/-(\d+)$/.exec(f)?.[1] ?? 1),
        instructions: Number(/^(?:summary|totals): (\d+)/m.exec(readFileSync(path.join(dir, f), 'utf8'))[1]),
      }));
    const main = totals.filter((t) => t.thread === 1).reduce((sum, t) => sum + t.instructions, 0);
    const all = totals.reduce((sum, t) => sum + t.instructions, 0);
    return { main: Math.round(main / REQUESTS), helpers: Math.round((all - main) / REQUESTS) };
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

const bare = await instructionsPerRequest('bare', '/hello');
const gateway = await instructionsPerRequest('gateway', '/api/user', { authorization: `Bearer ${token}` });
await identity.drain();
printTable(`Instructions per request under callgrind (${REQUESTS} keep-alive reads after ${WARM_UP})`, [
  { route: 'bare Fastify GET /hello', 'event loop': bare.main, ratio: '', 'helper threads': bare.helpers },
  {
    route: 'gateway GET /api/user (signed in)',
    'event loop': gateway.main,
    ratio: `${(gateway.main / bare.main).toFixed(2)}×`,
    'helper threads': gateway.helpers,
  },
]);
process.exit(0);
