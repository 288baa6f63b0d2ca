import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { eventually } from '@oneway/testing';
import type pg from 'pg';
import { DurableConsumer, listDeadLetters, streamNameFor } from '../src/index.js';
import { consumerTestBed } from './consumer-test-bed.js';
import { counterEnvelope } from './counter-envelope.js';

// A consumer whose handlers do not care about order (maxAckPending > 1) applies the messages
// that gathered while it worked in one transaction each: fewer transactions under load, and
// still every event once.
describe('durable consumer: batches for consumers that do not need the stream order', () => {
  const bed = consumerTestBed('consumer_batches', 'consumer text, event_id uuid, by int, tx xid8');

  const js = () => jetstream(bed.nc);
  // Each test's consumer reads the stream from its start: only that test's events.
  beforeEach(async () => {
    await (await jetstreamManager(bed.nc)).streams.purge(streamNameFor('test', bed.prefix));
  });
  const record = (name: string) => async (e: { id: string; data: unknown }, tx: pg.PoolClient) =>
    void (await tx.query('INSERT INTO effects VALUES ($1, $2, $3, pg_current_xact_id())', [
      name,
      e.id,
      (e.data as { by: number }).by,
    ]));
  const effects = async (name: string) =>
    (
      await bed.pool.query<{ event_id: string; by: number; tx: string }>(
        'SELECT event_id, by, tx::text FROM effects WHERE consumer = $1',
        [name],
      )
    ).rows;
  const consumer = (
    name: string,
    handler = record(name),
    extra: Partial<ConstructorParameters<typeof DurableConsumer>[0]> = {},
  ) =>
    new DurableConsumer({
      name,
      context: 'test',
      pool: bed.pool,
      nc: bed.nc,
      subjectPrefix: bed.prefix,
      filterSubject: bed.subject,
      maxAckPending: 64,
      handlers: { 'test.counter.incremented': handler },
      ...extra,
    });
  // A burst already in the stream when the consumer starts: it arrives faster than it applies.
  const publishBurst = async (n: number, from = 0) => {
    const events = Array.from({ length: n }, (_, i) => counterEnvelope({ data: { counterId: 'c-1', by: from + i } }));
    await Promise.all(events.map((e) => js().publish(bed.subject, JSON.stringify(e), { msgID: e.id })));
    return events;
  };

  it('a burst is applied in far fewer transactions than events, each event once, duplicates included', async () => {
    const events = await publishBurst(300, 1_000);
    // The same event again under another message id (a re-publish after the dedupe window).
    await js().publish(bed.subject, JSON.stringify(events[5]), { msgID: 'again-5' });
    await js().publish(bed.subject, JSON.stringify(events[250]), { msgID: 'again-250' });
    const c = consumer('burst');
    await c.start();
    await eventually(async () => expect(await effects('burst')).toHaveLength(300), 20_000);
    const rows = await effects('burst');
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(300);
    expect(new Set(rows.map((r) => r.by))).toEqual(new Set(events.map((e) => (e.data as { by: number }).by)));
    // Applied in batches: at most a third as many transactions as events.
    expect(new Set(rows.map((r) => r.tx)).size).toBeLessThanOrEqual(100);
    await c.stop();
    const inbox = await bed.pool.query('SELECT count(*)::int AS n FROM es_inbox WHERE consumer = $1', ['burst']);
    expect(inbox.rows[0].n).toBe(300);
  });

  it('one failing handler rolls back only its batch: the others apply once, the failing one after its retry', async () => {
    const events = await publishBurst(120, 2_000);
    const flaky = events[40]!;
    let failures = 0;
    const c = consumer('flaky', async (e, tx) => {
      if (e.id === flaky.id && failures++ === 0) throw new Error('first try fails');
      await record('flaky')(e, tx);
    });
    await c.start();
    await eventually(async () => expect(await effects('flaky')).toHaveLength(120), 20_000);
    expect(new Set((await effects('flaky')).map((r) => r.event_id)).size).toBe(120);
    expect(failures).toBe(2);
    await c.stop();
  });

  it('a malformed message and a handler that keeps failing inside a burst are dead-lettered; the rest apply', async () => {
    const before = await publishBurst(50, 3_000);
    await js().publish(bed.subject, 'not json at all');
    const after = await publishBurst(50, 3_100);
    const broken = after[10]!;
    const c = consumer(
      'poison',
      async (e, tx) => {
        if (e.id === broken.id) throw new Error('downstream is down');
        await record('poison')(e, tx);
      },
      { maxDeliver: 2 },
    );
    await c.start();
    await eventually(async () => {
      const dead = await listDeadLetters(bed.pool, { consumer: 'poison' });
      expect(dead.map((d) => d.reason).sort()).toEqual([
        'handler failed 2 times: Error: downstream is down',
        'payload is not JSON',
      ]);
    }, 20_000);
    await eventually(async () => expect(await effects('poison')).toHaveLength(99), 20_000);
    const applied = new Set((await effects('poison')).map((r) => r.event_id));
    expect(applied.has(broken.id)).toBe(false);
    expect([...before, ...after].filter((e) => e.id !== broken.id).every((e) => applied.has(e.id))).toBe(true);
    await c.stop();
  });
});
