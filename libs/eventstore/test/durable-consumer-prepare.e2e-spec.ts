import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { eventually } from '@oneway/testing';
import { DurableConsumer, EventStore, type EventHandler } from '../src/index.js';
import { consumerTestBed } from './consumer-test-bed.js';
import { counterEnvelope } from './counter-envelope.js';
import { meta } from './counter.decider.js';

/**
 * A consumer that must wait for a read model (marketplace's achievement unlocks wait for
 * user_stats) waits in `prepare`, before its inbox transaction: an open transaction that has
 * written (the inbox row) holds back every projection's read horizon, so events committed
 * after it stay unreadable for as long as it waits.
 */
describe('durable consumer: waiting before the transaction', () => {
  const bed = consumerTestBed('consumer_prepare', 'event_id uuid');
  let store: EventStore;
  beforeAll(() => {
    store = new EventStore(bed.pool);
  });

  const record: EventHandler = async (e, tx) => void (await tx.query('INSERT INTO effects VALUES ($1)', [e.id]));

  /** Starts a consumer whose wait (in `prepare` or in the handler) holds until released. */
  async function consumerWaiting(where: 'prepare' | 'handler') {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let waiting!: () => void;
    const started = new Promise<void>((r) => (waiting = r));
    const wait = async () => {
      waiting();
      await gate;
    };
    const consumer = new DurableConsumer({
      name: `wait-in-${where}-${randomUUID().slice(0, 8)}`,
      context: 'test',
      pool: bed.pool,
      nc: bed.nc,
      subjectPrefix: bed.prefix,
      ...(where === 'prepare'
        ? { prepare: wait, handlers: { 'test.counter.incremented': record } }
        : { handlers: { 'test.counter.incremented': async (e, tx) => (await wait(), record(e, tx)) } }),
    });
    await consumer.start();
    const event = counterEnvelope();
    await jetstream(bed.nc).publish(bed.subject, JSON.stringify(event));
    await started;
    return { consumer, event, release };
  }

  /** Appends an event now and says whether a projection could read it yet. */
  async function appendedEventIsReadable(): Promise<boolean> {
    const streamId = `other-${randomUUID()}`;
    const { lastPosition } = await store.append({
      streamId,
      expectedVersion: 0,
      events: [{ type: 'test.counter.incremented', data: { counterId: streamId, by: 1 } }],
      metadata: meta(),
    });
    const { events } = await store.readAll({ txId: '0', position: 0 }, 100_000);
    return events.some((e) => e.position === lastPosition);
  }

  it('while a consumer waits in prepare, events appended meanwhile are readable by projections; then it applies once', async () => {
    const { consumer, event, release } = await consumerWaiting('prepare');
    expect(await appendedEventIsReadable()).toBe(true);
    release();
    await eventually(async () =>
      expect((await bed.pool.query('SELECT event_id FROM effects WHERE event_id = $1', [event.id])).rowCount).toBe(1),
    );
    await consumer.stop();
  });

  it('the same wait inside the handler hides them until it ends (why prepare exists)', async () => {
    const { consumer, release } = await consumerWaiting('handler');
    expect(await appendedEventIsReadable()).toBe(false);
    release();
    await consumer.stop();
  });
});
