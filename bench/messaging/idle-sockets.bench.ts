/**
 * Idle sockets benchmark (issue 13): BENCH_SOCKETS (10,000) authenticated sockets, one per
 * distinct user, held open on one gateway process (with the messaging service it asks for
 * counterparts, both as their own processes: live-stack.ts); the gateway's resident set size
 * from /proc/<pid>/status. Baseline: the same gateway's RSS before any socket opened (after a
 * few requests warmed it), same run. Sockets open BENCH_OPENING (200) at a time, as a crowd
 * reconnecting after a deploy would, then stay idle BENCH_IDLE_SECONDS (30) before the reading.
 *
 *   NODE_OPTIONS='--experimental-vm-modules --disable-warning=ExperimentalWarning' \
 *     node_modules/.bin/node node_modules/.bin/jest -c jest.config.cjs \
 *     --roots '<rootDir>/bench' --testMatch '<rootDir>/bench/messaging/idle-sockets.bench.ts' --testTimeout 900000
 */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { signAccessToken } from '../../services/gateway/test/support/test-keys.js';
import { rssBytes, startLiveStack, type LiveStack } from './live-stack.js';
import { openSocket, out, writeResults, type Results } from './support.js';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const OPENING = Number(process.env.BENCH_OPENING ?? 200);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const METRICS_TOKEN = `bench-${randomUUID()}`;
const mb = (bytes: number) => bytes / (1024 * 1024);

describe('idle sockets benchmark (one gateway process)', () => {
  let stack: LiveStack;
  const sockets: WebSocket[] = [];
  const results: Results = {};

  beforeAll(async () => {
    stack = await startLiveStack({ gateway: { METRICS_TOKEN } });
  });

  afterAll(async () => {
    for (const s of sockets) s.terminate();
    await stack?.stop();
    writeResults(results);
  });

  it(`${SOCKETS} idle authenticated sockets on one gateway`, async () => {
    const { gw, key } = stack;
    // Tokens of distinct users, signed with the key the gateway trusts.
    const tokens: { userId: string; token: string }[] = [];
    for (let i = 0; i < SOCKETS; i++) {
      const userId = randomUUID();
      tokens.push({ userId, token: await signAccessToken(key, { sub: userId, expiresIn: 3600 }) });
    }
    // Warm the gateway (JWKS fetched, routes compiled) before the baseline.
    const warm = await openSocket(gw.url, tokens[0]!);
    warm.close();
    for (let i = 0; i < 20; i++) await fetch(`${gw.url}/health`).then((r) => r.arrayBuffer());
    await new Promise((r) => setTimeout(r, 2000));
    const baseline = rssBytes(gw.pid);
    const heapBefore = await heap(gw.url);

    const started = performance.now();
    let next = 0;
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: OPENING }, async () => {
        while (next < tokens.length) {
          const t = tokens[next++]!;
          try {
            sockets.push(await openSocket(gw.url, t));
          } catch (err) {
            failures.push(String(err));
          }
        }
      }),
    );
    const openedIn = performance.now() - started;
    // Idle: the connect-time work (presence, counterparts) settles and V8 gives back the heap
    // pages the burst of handshakes left empty (its memory reducer runs once allocation stops).
    // RSS is read every 5 s for BENCH_IDLE_SECONDS (30); the figure is the last reading.
    const readings: number[] = [];
    const heapReadings: string[] = [];
    for (let waited = 0; waited < IDLE_SECONDS; waited += 5) {
      await new Promise((r) => setTimeout(r, 5000));
      readings.push(rssBytes(gw.pid));
      const h = await heap(gw.url);
      heapReadings.push(`${h.used.toFixed(0)}/${h.total.toFixed(0)}`);
    }
    const opened = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
    const now = rssBytes(gw.pid);
    const heapAfter = await heap(gw.url);
    const perSocketKb = (now - baseline) / 1024 / Math.max(1, opened);
    results['messaging.live.idle-sockets.rss'] = {
      now: Number(mb(now).toFixed(1)),
      baseline: Number(mb(baseline).toFixed(1)),
      detail: `${opened} open, ${perSocketKb.toFixed(1)} kB per socket`,
    };
    out(
      `idle sockets: ${opened} of ${SOCKETS} open (${failures.length} refused; opened in ${(openedIn / 1000).toFixed(1)} s, ` +
        `${OPENING} at a time): gateway RSS ${mb(now).toFixed(1)} MB; same gateway with no sockets ` +
        `${mb(baseline).toFixed(1)} MB; ${perSocketKb.toFixed(1)} kB per socket`,
    );
    out(
      `  V8 heap used ${heapBefore.used.toFixed(1)} → ${heapAfter.used.toFixed(1)} MB, heap total ${heapBefore.total.toFixed(1)} → ${heapAfter.total.toFixed(1)} MB, external ${heapBefore.external.toFixed(1)} → ${heapAfter.external.toFixed(1)} MB`,
    );
    out(`  RSS every 5 s while idle: ${readings.map((r) => mb(r).toFixed(0)).join(', ')} MB`);
    out(`  V8 heap used/total at the same readings: ${heapReadings.join(', ')} MB`);
    if (failures.length) out(`first refusal: ${failures[0]}`);
    expect(opened).toBe(SOCKETS);
  });
});

/** The gateway's V8 heap (MB), from its Prometheus metrics. */
async function heap(url: string): Promise<{ used: number; total: number; external: number }> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
    return mb(Number(line?.split(' ').pop() ?? NaN));
  };
  return {
    used: value('nodejs_heap_size_used_bytes'),
    total: value('nodejs_heap_size_total_bytes'),
    external: value('nodejs_external_memory_bytes'),
  };
}
