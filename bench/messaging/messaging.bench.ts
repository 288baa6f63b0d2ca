/**
 * Messaging benchmark (issue 13), against the real Postgres, NATS and Redis on this machine:
 *  - send message: the RPC the gateway calls (append to the conversation stream, claim the
 *    client-chosen id, project the read models before answering), p50/p99 at a steady
 *    BENCH_RATE messages/s (100) over BENCH_SECONDS, spread over 500 pairs; a send that fails
 *    (a saturated service answers 'Message not found' once its read-your-writes wait gives up)
 *    is counted and printed, and its time still counts;
 *  - send into a conversation of BENCH_LONG_CONVERSATION messages (5,000), one at a time, beside
 *    sends into short conversations in the same run (a send loads its conversation's stream);
 *  - list conversations and list notifications (the page and the bell's dropdown of the
 *    latest 5 from 7 days) for a person with 100 conversations and 2,000 notifications, among
 *    BENCH_USERS people, 100,000 messages and 100,000 notifications, one call at a time.
 * Baseline: messaging.ping (the NATS round trip and the service's dispatch, no query),
 * interleaved in the same run, so the ratio shows what each operation itself costs.
 *
 *   NODE_OPTIONS='--experimental-vm-modules --disable-warning=ExperimentalWarning' \
 *     node_modules/.bin/node node_modules/.bin/jest -c jest.config.cjs \
 *     --roots '<rootDir>/bench' --testMatch '<rootDir>/bench/messaging/*.bench.ts' --testTimeout 900000
 */
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  listConversationsRpc,
  listNotificationsRpc,
  messagingPingRpc,
  sendMessageRpc,
  type RpcContract,
  type RpcMeta,
} from '@oneway/contracts';
import { type RunningService, RpcClient, startService } from '@oneway/service-kit';
import { connectNats, createTestDatabase, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import type { z } from 'zod';
import type { MessagingConfig } from '../../services/messaging/src/config.js';
import { messagingService } from '../../services/messaging/src/messaging.service.js';
import { conversationIdOf } from '../../services/messaging/src/application/conversation-id.js';
import { conversationStreamId } from '../../services/messaging/src/domain/conversation/conversation.decider.js';
import { atRate, ms, out, pct, writeResults, type Results } from './support.js';

const USERS = Number(process.env.BENCH_USERS ?? 2_000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const LONG = Number(process.env.BENCH_LONG_CONVERSATION ?? 5_000);

describe('messaging benchmark', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: RunningService<MessagingConfig>;
  let nc: NatsConnection;
  let client: RpcClient;
  let users: string[];
  const prefix = subjectPrefix();
  const results: Results = {};

  const call = <C extends RpcContract>(userId: string, contract: C, payload: z.input<C['request']>) => {
    const meta: RpcMeta = { correlationId: randomUUID(), actor: { userId, role: 'user' } };
    return client.call(contract, payload, meta);
  };

  beforeAll(async () => {
    db = await createTestDatabase('bench_messaging');
    service = await startService(messagingService, {
      ...process.env,
      DATABASE_URL: db.url,
      NATS_SUBJECT_PREFIX: prefix,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      // No mail leaves: the digests of the sent messages would be due in 15 minutes.
      SMTP_URL: 'smtp://127.0.0.1:1',
      // Its pools open from boot, as outside tests (decision db-pools-start-warm).
      DB_POOL_MIN: '10',
    });
    nc = await connectNats();
    client = new RpcClient(nc, prefix, 15_000);
    const pool = service.ctx.pool;
    // Read-model rows as the projections write them.
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO messaging_users (id, full_name, username, email)
       SELECT gen_random_uuid(), 'Person ' || g, 'p' || g, 'p' || g || '@example.com' FROM generate_series(1, $1) g
       RETURNING id`,
      [USERS],
    );
    users = rows.map((r) => r.id);
    const me = users[0]!;
    // 10,000 conversations (100 of them mine), 10 messages each; 100,000 notifications (2,000 mine).
    await pool.query(
      `WITH ids AS (SELECT ARRAY(SELECT id FROM messaging_users ORDER BY id) AS a),
       chosen AS (
         SELECT CASE WHEN g <= 100 THEN $1::uuid ELSE ids.a[1 + (g * 7) % $2] END AS a,
                ids.a[1 + (g * 13 + 1) % $2] AS b, g
           FROM generate_series(1, 10000) g, ids),
       -- The pair's conversation id as the product derives it (conversationIdOf): the sends below
       -- may pick a seeded pair, and must find its conversation, not a second one.
       hashed AS (
         SELECT a, b, g, sha256(convert_to('conversation:' || least(a::text COLLATE "C", b::text COLLATE "C") || ':' ||
                                           greatest(a::text COLLATE "C", b::text COLLATE "C"), 'UTF8')) AS d
           FROM chosen),
       pairs AS (
         SELECT encode(set_byte(set_byte(substring(d FROM 1 FOR 16), 6, (get_byte(d, 6) & 15) | 80),
                                8, (get_byte(d, 8) & 63) | 128), 'hex')::uuid AS c, a, b, g
           FROM hashed),
       members AS (
         INSERT INTO conversation_members (conversation_id, user_id, counterpart_id, unread_count, last_content, last_sender_id, last_at)
         SELECT c, a, b, g % 3, 'Last message ' || g, b, now() - g * interval '1 minute' FROM pairs WHERE a <> b
         UNION ALL
         SELECT c, b, a, 0, 'Last message ' || g, b, now() - g * interval '1 minute' FROM pairs WHERE a <> b
         ON CONFLICT DO NOTHING RETURNING conversation_id)
       INSERT INTO messages (id, conversation_id, sender_id, recipient_id, content, created_at, position, read)
       SELECT gen_random_uuid(), p.c, p.b, p.a, 'Message ' || m, now() - (p.g + m) * interval '1 minute', p.g * 10 + m, true
         FROM pairs p CROSS JOIN generate_series(1, 10) m WHERE p.a <> p.b`,
      [me, USERS],
    );
    await pool.query(
      `INSERT INTO notifications (id, user_id, type, title, content, link, related_id, read, created_at)
       SELECT gen_random_uuid(), CASE WHEN g <= 2000 THEN $1::uuid ELSE (ARRAY(SELECT id FROM messaging_users WHERE id <> $1 ORDER BY id))[1 + g % ($2 - 1)] END,
              'shipment_status_change', 'Package in transit', 'Your package is on its way.', NULL, gen_random_uuid()::text,
              g % 4 <> 0, now() - g * interval '5 minutes'
         FROM generate_series(1, 100000) g`,
      [me, USERS],
    );
    const seeded = await pool.query<{ conversation_id: string; user_id: string; counterpart_id: string }>(
      'SELECT conversation_id, user_id, counterpart_id FROM conversation_members LIMIT 3',
    );
    for (const r of seeded.rows) expect(r.conversation_id).toBe(conversationIdOf(r.user_id, r.counterpart_id));
    for (const t of ['messaging_users', 'conversation_members', 'messages', 'notifications'])
      await pool.query(`ANALYZE ${t}`);
  });

  afterAll(async () => {
    await service?.stop();
    if (nc) await deleteTestStreams(nc, prefix).catch(() => {});
    await nc?.drain();
    await db?.drop();
    writeResults(results);
  });

  it(`send message at ${RATE}/s for ${SECONDS} s over 500 pairs`, async () => {
    const half = Math.min(500, Math.floor((users.length - 1) / 2));
    const pairs = Array.from({ length: half }, (_, i) => [users[1 + i]!, users[1 + half + i]!] as const);
    for (const [a, b] of pairs.slice(0, 20))
      await call(a, sendMessageRpc, { messageId: randomUUID(), recipientId: b, content: 'warm-up' });
    const times: number[] = [];
    const pings: number[] = [];
    const failed: string[] = [];
    const total = Math.round(RATE * SECONDS);
    const started = performance.now();
    await atRate(RATE, SECONDS, async (i) => {
      const [a, b] = pairs[i % pairs.length]!;
      const t0 = performance.now();
      await call(a, sendMessageRpc, {
        messageId: randomUUID(),
        recipientId: b,
        content: `Bench message ${i}`,
      }).catch((err: Error) => failed.push(err.message));
      times.push(performance.now() - t0);
      if (i % 10 === 0) {
        const t1 = performance.now();
        await call(a, messagingPingRpc, {});
        pings.push(performance.now() - t1);
      }
    });
    const elapsed = (performance.now() - started) / 1000;
    results['messaging.send.p50'] = { now: pct(times, 50), baseline: pct(pings, 50) };
    results['messaging.send.p99'] = { now: pct(times, 99), baseline: pct(pings, 99) };
    out(
      `send message (RPC, ${total} at ${RATE}/s, ${(total / elapsed).toFixed(0)}/s achieved): p50 ${ms(pct(times, 50))}, ` +
        `p99 ${ms(pct(times, 99))}; messaging.ping same run: p50 ${ms(pct(pings, 50))}, p99 ${ms(pct(pings, 99))}; ` +
        `failed: ${failed.length}${failed.length ? ` (${[...new Set(failed)].join('; ')})` : ''}`,
    );
    expect(times).toHaveLength(total);
  });

  it(`send into a conversation of ${LONG.toLocaleString('en')} messages, one at a time`, async () => {
    // One pair with a long history (appended as the send command appends it), beside pairs
    // with none: a send loads its conversation's whole stream.
    const [a, b] = [users[users.length - 1]!, users[users.length - 2]!];
    const conversationId = conversationIdOf(a, b);
    const meta = { correlationId: randomUUID(), causationId: null, actorId: a, now: new Date() };
    for (let at = 0; at < LONG; at += 500) {
      const events = Array.from({ length: 500 }, (_, i) => ({
        type: 'messaging.message.sent',
        data: {
          conversationId,
          messageId: randomUUID(),
          senderId: i % 2 ? b : a,
          recipientId: i % 2 ? a : b,
          content: `Earlier message ${at + i}`,
          shipmentId: null,
        },
      }));
      await service.ctx.store.append({
        streamId: conversationStreamId(conversationId),
        expectedVersion: at,
        events,
        metadata: meta,
      });
    }
    // Measure once the history's notifications are made (each message notifies its recipient).
    const deadline = Date.now() + 300_000;
    for (;;) {
      const { rows } = await service.ctx.pool.query<{ n: string }>(
        'SELECT count(*) AS n FROM notifications WHERE user_id = ANY($1::uuid[])',
        [[a, b]],
      );
      if (Number(rows[0]!.n) >= LONG || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const long: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 100; i++) {
      const t0 = performance.now();
      await call(a, sendMessageRpc, { messageId: randomUUID(), recipientId: b, content: `Long ${i}` });
      long.push(performance.now() - t0);
      const [x, y] = [users[1 + (i % 50)]!, users[900 + (i % 50)]!];
      const t1 = performance.now();
      await call(x, sendMessageRpc, { messageId: randomUUID(), recipientId: y, content: `Short ${i}` });
      fresh.push(performance.now() - t1);
    }
    results['messaging.send.long.p99'] = { now: pct(long, 99), baseline: pct(fresh, 99) };
    out(
      `send into a conversation of ${LONG} messages (RPC, 100 one at a time): p50 ${ms(pct(long, 50))}, ` +
        `p99 ${ms(pct(long, 99))}; into short conversations, same run: p50 ${ms(pct(fresh, 50))}, p99 ${ms(pct(fresh, 99))}`,
    );
  });

  it('list conversations and notifications, one call at a time', async () => {
    const me = users[0]!;
    const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const kinds = {
      conversations: () => call(me, listConversationsRpc, {}),
      notifications: () => call(me, listNotificationsRpc, { page: 1 + Math.floor(Math.random() * 5), pageSize: 20 }),
      dropdown: () => call(me, listNotificationsRpc, { page: 1, pageSize: 5, since }),
    };
    const first = await kinds.conversations();
    expect(first.items.length).toBeGreaterThanOrEqual(90);
    expect((await kinds.notifications()).total).toBe(2000);
    const times: Record<keyof typeof kinds, number[]> = { conversations: [], notifications: [], dropdown: [] };
    const pings: number[] = [];
    for (let i = 0; i < QUERIES; i++) {
      for (const k of Object.keys(kinds) as (keyof typeof kinds)[]) {
        const t0 = performance.now();
        await kinds[k]();
        times[k].push(performance.now() - t0);
      }
      const t1 = performance.now();
      await call(me, messagingPingRpc, {});
      pings.push(performance.now() - t1);
    }
    const [b50, b99] = [pct(pings, 50), pct(pings, 99)];
    results['messaging.conversations.p99'] = { now: pct(times.conversations, 99), baseline: b99 };
    results['messaging.notifications.p99'] = { now: pct(times.notifications, 99), baseline: b99 };
    results['messaging.dropdown.p99'] = { now: pct(times.dropdown, 99), baseline: b99 };
    for (const k of Object.keys(kinds) as (keyof typeof kinds)[])
      out(`list ${k} (RPC, ${QUERIES} calls): p50 ${ms(pct(times[k], 50))}, p99 ${ms(pct(times[k], 99))}`);
    out(`messaging.ping same run: p50 ${ms(b50)}, p99 ${ms(b99)}`);
  });
});
