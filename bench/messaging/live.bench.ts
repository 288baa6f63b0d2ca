/**
 * Live messaging benchmark (issue 13): one gateway and the real messaging service, each as its
 * own process as production runs them (live-stack.ts), against the real Postgres, NATS and
 * Redis; the load generator is this process:
 *  - message send → shown on the other person's socket: POST /api/messages through the
 *    gateway at BENCH_LIVE_RATE messages/s (500, issue 13) over 50 pairs, timed until the recipient's
 *    socket receives it (p50/p99), after BENCH_WARM_UP_SECONDS (2) uncounted seconds at that rate;
 *  - typing fan-out: a `typing` frame on one socket until the counterpart's socket receives it,
 *    one at a time (p50/p99).
 * Baseline: the gateway's /health over HTTP, same run (the HTTP round trip with no work).
 *
 *   NODE_OPTIONS='--experimental-vm-modules --disable-warning=ExperimentalWarning' \
 *     node_modules/.bin/node node_modules/.bin/jest -c jest.config.cjs \
 *     --roots '<rootDir>/bench' --testMatch '<rootDir>/bench/messaging/live.bench.ts' --testTimeout 900000
 */
import { randomUUID } from 'node:crypto';
import { signAccessToken } from '../../services/gateway/test/support/test-keys.js';
import { startLiveStack, type LiveStack } from './live-stack.js';
import { atRate, httpRequest, ms, out, pct, Socket, writeResults, type Results } from './support.js';
// eslint-disable-next-line @nx/enforce-module-boundaries -- scripts/ is no package: the benches start services with npm start's flags.
import { NODE_OPTIONS_OF } from '../../scripts/workspace.mjs';

const RATE = Number(process.env.BENCH_LIVE_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TYPINGS = Number(process.env.BENCH_TYPINGS ?? 300);
const PAIRS = Number(process.env.BENCH_LIVE_PAIRS ?? 50);
// Uncounted seconds at the same rate first, as the other benches warm up: the first second's
// sends compile both services' hot paths, and the backlog they leave would be counted against
// the measured ones (5 s at 500/s measured p50 1,080 ms cold, 130 ms warm, 2026-11-28).
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);

describe('live messaging benchmark (gateway /ws + messaging)', () => {
  let stack: LiveStack;
  const pairs: [Socket, Socket][] = [];
  const results: Results = {};

  const post = (from: Socket, to: Socket, messageId: string, content: string) =>
    httpRequest(`${stack.gw.url}/api/messages`, {
      method: 'POST',
      token: from.token,
      json: { messageId, recipientId: to.userId, content },
    }).then((status) => {
      if (status !== 201) throw new Error(`send answered ${status}`);
    });
  const health = async () => {
    const t0 = performance.now();
    await httpRequest(`${stack.gw.url}/health`);
    return performance.now() - t0;
  };

  beforeAll(async () => {
    // BENCH_PROFILE=<dir>: both services write V8 CPU profiles there when they stop.
    const profile: Record<string, string> = process.env.BENCH_PROFILE
      ? { NODE_OPTIONS: `${NODE_OPTIONS_OF.gateway} --cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE}` }
      : {};
    stack = await startLiveStack({ messaging: profile, gateway: profile });
    const { messaging, key, gw } = stack;
    for (let i = 0; i < PAIRS; i++) {
      const [a, b] = await Promise.all([messaging.register(`Ada ${i}`), messaging.register(`Ben ${i}`)]);
      const pair: [Socket, Socket] = [
        new Socket(a, await signAccessToken(key, { sub: a })),
        new Socket(b, await signAccessToken(key, { sub: b })),
      ];
      await Promise.all(pair.map((s) => s.open(gw.url)));
      // A first message makes them counterparts (typing is only shown to people you talk with).
      const first = randomUUID();
      const seen = pair[1].next('message', (d) => d.id === first);
      await post(pair[0], pair[1], first, 'hello');
      await seen;
      pairs.push(pair);
    }
  });

  afterAll(async () => {
    for (const [a, b] of pairs) {
      a.ws.terminate();
      b.ws.terminate();
    }
    await stack?.stop();
    writeResults(results);
  });

  /**
   * One send from pair i's first person, timed from before the POST: when it was answered and
   * when the recipient's socket showed it, or why it failed (a saturated service answers 5xx;
   * the wait for the frame is then dropped).
   */
  type Sent = { answered: number; shown: number } | { error: string };
  const sendOne = async (i: number, content: string): Promise<Sent> => {
    const [a, b] = pairs[i % pairs.length]!;
    const id = randomUUID();
    const t0 = performance.now();
    const seen = b.next('message', (d) => d.id === id);
    try {
      await post(a, b, id, content);
      const answered = performance.now() - t0;
      // Shown when the frame reached the recipient's socket. The frame follows the commit
      // through the outbox relay and NATS; the reply needs only the commit (the send stores its
      // read-model rows itself: docs/decisions/messaging-send-stores-its-rows.md).
      return { answered, shown: (await seen) - t0 };
    } catch (err) {
      seen.catch(() => {});
      return { error: String(err) };
    }
  };

  it(`message send → shown on the other socket at ${RATE}/s`, async () => {
    // Warm-up: the same sends, none counted; all have finished before timing starts.
    await atRate(RATE, WARM_UP_SECONDS, async (i) => {
      await sendOne(i, `Warm-up ${i}`);
    });
    const times: number[] = [];
    const answered: number[] = [];
    const failures: string[] = [];
    const base: number[] = [];
    const total = Math.round(RATE * SECONDS);
    await atRate(RATE, SECONDS, async (i) => {
      const sent = await sendOne(i, `Live bench ${i}`);
      if ('error' in sent) failures.push(sent.error);
      else {
        answered.push(sent.answered);
        times.push(sent.shown);
      }
      if (i % 10 === 0) base.push(await health());
    });
    results['messaging.live.message.p99'] = {
      now: pct(times, 99),
      baseline: pct(base, 99),
      ...(failures.length ? { detail: `${failures.length} of ${total} sends failed` } : {}),
    };
    if (failures.length) out(`${failures.length} of ${total} sends failed; first: ${failures[0]}`);
    out(
      `message send → other socket (${total} at ${RATE}/s): p50 ${ms(pct(times, 50))}, p99 ${ms(pct(times, 99))} ` +
        `(POST answered p50 ${ms(pct(answered, 50))}, p99 ${ms(pct(answered, 99))}); ` +
        `gateway /health same run: p50 ${ms(pct(base, 50))}, p99 ${ms(pct(base, 99))}`,
    );
  });

  it('typing fan-out to the counterpart socket', async () => {
    const times: number[] = [];
    const base: number[] = [];
    for (let i = 0; i < TYPINGS; i++) {
      const [a, b] = pairs[i % pairs.length]!;
      const isTyping = i % 2 === 0;
      const t0 = performance.now();
      const seen = b.next('typing', (d) => d.userId === a.userId && d.isTyping === isTyping);
      a.ws.send(JSON.stringify({ type: 'typing', data: { recipientId: b.userId, isTyping } }));
      await seen;
      times.push(performance.now() - t0);
      if (i % 5 === 0) base.push(await health());
    }
    results['messaging.live.typing.p99'] = { now: pct(times, 99), baseline: pct(base, 99) };
    out(
      `typing fan-out (${TYPINGS}): p50 ${ms(pct(times, 50))}, p99 ${ms(pct(times, 99))}; ` +
        `gateway /health same run: p50 ${ms(pct(base, 50))}, p99 ${ms(pct(base, 99))}`,
    );
  });
});
