import { randomUUID } from 'node:crypto';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { contextSubjects, counterIncrementedV1, subjectOf } from '@oneway/contracts';
import { connectNats, createTestDatabase, deleteTestStreams, eventually, subjectPrefix } from '@oneway/testing';
import type pg from 'pg';
import { createPool, DurableConsumer, ensureContextStream, runMigrations, streamNameFor } from '../src/index.js';

// Several instances of a service share one durable consumer (same name): each event must
// take effect once, and in the order of the stream, whichever instance gets it.
describe('durable consumer shared by several instances', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const conns: NatsConnection[] = [];
  const prefix = subjectPrefix();
  const subject = subjectOf(counterIncrementedV1, prefix);

  const envelope = (by: number) => ({
    id: randomUUID(),
    type: 'test.counter.incremented',
    version: 1,
    streamId: 'c-1',
    streamVersion: by,
    occurredAt: new Date().toISOString(),
    correlationId: 'corr',
    causationId: null,
    actorId: null,
    data: { counterId: 'c-1', by },
  });

  beforeAll(async () => {
    db = await createTestDatabase('consumer_instances');
    await runMigrations(db.url, []);
    pool = createPool(db.url, 6);
    await pool.query('CREATE TABLE effects (seq bigserial PRIMARY KEY, consumer text, instance text, by int)');
    for (let i = 0; i < 3; i++) conns.push(await connectNats());
    await ensureContextStream(await jetstreamManager(conns[0]!), 'test', prefix);
  });
  // Each test reads the stream from its start: only its own events.
  beforeEach(async () => {
    await (await jetstreamManager(conns[0]!)).streams.purge(streamNameFor('test', prefix));
  });
  afterAll(async () => {
    await deleteTestStreams(conns[0]!);
    for (const nc of conns) await nc.drain();
    await pool.end();
    await db.drop();
  });

  const instance = (
    name: string,
    label: string,
    nc: NatsConnection,
    failOnce: Set<number> = new Set(),
    extra: Partial<ConstructorParameters<typeof DurableConsumer>[0]> = {},
  ) =>
    new DurableConsumer({
      ...extra,
      name,
      context: 'test',
      pool,
      nc,
      subjectPrefix: prefix,
      handlers: {
        'test.counter.incremented': async (e, tx) => {
          const by = (e.data as { by: number }).by;
          // Uneven handler times, as real handlers have.
          await new Promise((r) => setTimeout(r, by % 3));
          if (failOnce.delete(by)) throw new Error(`transient failure on ${by}`);
          await tx.query('INSERT INTO effects (consumer, instance, by) VALUES ($1, $2, $3)', [name, label, by]);
        },
      },
    });
  const applied = async (name: string) =>
    (
      await pool.query<{ instance: string; by: number }>(
        'SELECT instance, by FROM effects WHERE consumer = $1 ORDER BY seq',
        [name],
      )
    ).rows;

  it('two instances apply every event once and in stream order', async () => {
    const a = instance('two-instances', 'a', conns[1]!);
    const b = instance('two-instances', 'b', conns[2]!);
    await Promise.all([a.start(), b.start()]);
    const js = jetstream(conns[0]!);
    for (let by = 1; by <= 60; by++) await js.publish(subject, JSON.stringify(envelope(by)));

    await eventually(async () => expect((await applied('two-instances')).length).toBe(60), 30_000);
    const rows = await applied('two-instances');
    expect(rows.map((r) => r.by)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    await Promise.all([a.stop(), b.stop()]);
  });

  it('a failed event is retried before any later event of the stream applies (order kept across a retry)', async () => {
    const a = instance('retry-order', 'a', conns[1]!, new Set([5]));
    const b = instance('retry-order', 'b', conns[2]!, new Set([5]));
    await Promise.all([a.start(), b.start()]);
    const js = jetstream(conns[0]!);
    for (let by = 1; by <= 10; by++) await js.publish(subject, JSON.stringify(envelope(by)));

    await eventually(async () => expect((await applied('retry-order')).length).toBe(10), 30_000);
    expect((await applied('retry-order')).map((r) => r.by)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('a message held by an instance that died goes to another instance within seconds, in order', async () => {
    const name = 'died-holding';
    const a = instance(name, 'a', conns[1]!);
    await a.start();
    await a.stop();
    const js = jetstream(conns[0]!);
    for (let by = 1; by <= 3; by++) await js.publish(subject, JSON.stringify(envelope(by)));
    // Like a process killed with -9 mid-handler: it took message 1 and will never acknowledge it.
    const held = await (await js.consumers.get(streamNameFor('test', prefix), name)).next({ expires: 5_000 });
    expect((held?.json() as { data: { by: number } }).data.by).toBe(1);

    const b = instance(name, 'b', conns[2]!);
    await b.start();
    // The default ack wait (5 s), not the 30 s of JetStream's default, bounds the stall.
    await eventually(async () => expect((await applied(name)).map((r) => r.by)).toEqual([1, 2, 3]), 30_000);
    await b.stop();
  });

  it('a handler slower than the ack wait keeps its message (progress signals): it is not handed to another instance', async () => {
    const name = 'slow-handler';
    let entries = 0;
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const runInContext = async <T>(e: { data: unknown }, fn: () => Promise<T>) => {
      if ((e.data as { by: number }).by === 1) {
        entries += 1;
        await slow;
      }
      return fn();
    };
    // An ack wait of a second leaves room for a loaded machine to run the progress timer late.
    const a = instance(name, 'a', conns[1]!, new Set(), { ackWaitMs: 1_000, runInContext });
    const b = instance(name, 'b', conns[2]!, new Set(), { ackWaitMs: 1_000, runInContext });
    await Promise.all([a.start(), b.start()]);
    await jetstream(conns[0]!).publish(subject, JSON.stringify(envelope(1)));
    await eventually(async () => expect(entries).toBe(1), 30_000);
    // Three ack waits go by while the handler works; without progress signals the message would
    // be redelivered to the other instance in that time.
    setTimeout(release, 3_000);
    await eventually(async () => expect((await applied(name)).map((r) => r.by)).toEqual([1]), 30_000);
    expect(entries).toBe(1);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('a durable made by an older release (many messages in flight) is brought to one in flight', async () => {
    const jsm = await jetstreamManager(conns[0]!);
    const stream = streamNameFor('test', prefix);
    await jsm.consumers.add(stream, {
      durable_name: 'older-release',
      ack_policy: AckPolicy.Explicit,
      filter_subject: contextSubjects('test', prefix),
      max_ack_pending: 1000,
    });
    const a = instance('older-release', 'a', conns[1]!);
    await a.start();
    expect((await jsm.consumers.info(stream, 'older-release')).config.max_ack_pending).toBe(1);
    await a.stop();
  });

  it('a durable made with another filter refuses to start, naming both filters', async () => {
    const jsm = await jetstreamManager(conns[0]!);
    const stream = streamNameFor('test', prefix);
    await jsm.consumers.add(stream, {
      durable_name: 'narrower-release',
      ack_policy: AckPolicy.Explicit,
      filter_subject: `${prefix}.test.counter.reset`,
    });
    await expect(instance('narrower-release', 'a', conns[1]!).start()).rejects.toThrow(
      `durable consumer narrower-release was made with filter ${prefix}.test.counter.reset, not ${contextSubjects('test', prefix)}: give it a new name`,
    );
    expect((await jsm.consumers.info(stream, 'narrower-release')).config.filter_subject).toBe(
      `${prefix}.test.counter.reset`,
    );
  });
});
