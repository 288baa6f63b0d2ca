import { jetstream } from '@nats-io/jetstream';
import { eventually } from '@oneway/testing';
import { ConcurrencyError, DurableConsumer, listDeadLetters, NotReadyYet } from '../src/index.js';
import { consumerTestBed } from './consumer-test-bed.js';
import { counterEnvelope } from './counter-envelope.js';

describe('durable consumer: inbox and dead letters', () => {
  const bed = consumerTestBed('consumer', 'event_id uuid, by int');

  const envelope = (overrides: Record<string, unknown> = {}) => counterEnvelope(overrides);

  const js = () => jetstream(bed.nc);
  const effects = async () => (await bed.pool.query('SELECT event_id, by FROM effects ORDER BY by')).rows;

  it('a malformed message lands in the dead-letter table with the reason, and the consumer keeps going', async () => {
    const consumer = new DurableConsumer({
      name: 'dlq-test',
      context: 'test',
      pool: bed.pool,
      nc: bed.nc,
      subjectPrefix: bed.prefix,
      handlers: {
        'test.counter.incremented': async (e, tx) =>
          void (await tx.query('INSERT INTO effects VALUES ($1, $2)', [e.id, (e.data as { by: number }).by])),
      },
    });
    await consumer.start();
    await js().publish(bed.subject, 'not json at all');
    await js().publish(bed.subject, JSON.stringify(envelope({ data: { counterId: 'c-1', by: 'lots' } })));
    const good = envelope({ data: { counterId: 'c-1', by: 7 } });
    await js().publish(bed.subject, JSON.stringify(good));

    await eventually(async () => expect(await effects()).toEqual([{ event_id: good.id, by: 7 }]));
    const dead = await listDeadLetters(bed.pool, { consumer: 'dlq-test' });
    expect(dead.map((d) => d.reason).sort()).toEqual([
      'Invalid test.counter.incremented v1: by: Invalid input: expected number, received string',
      'payload is not JSON',
    ]);
    await consumer.stop();
    await bed.pool.query('DELETE FROM effects');
  });

  it('a redelivered event (same id, past the JetStream dedupe window) changes nothing the second time', async () => {
    const consumer = new DurableConsumer({
      name: 'inbox-test',
      context: 'test',
      pool: bed.pool,
      nc: bed.nc,
      subjectPrefix: bed.prefix,
      filterSubject: `${bed.prefix}.test.counter.>`,
      handlers: {
        'test.counter.incremented': async (e, tx) =>
          void (await tx.query('INSERT INTO effects VALUES ($1, $2)', [e.id, (e.data as { by: number }).by])),
      },
    });
    await consumer.start();
    const event = envelope({ data: { counterId: 'c-1', by: 3 } });
    // Different message ids defeat JetStream's dedupe, as a re-publish after the window would.
    await js().publish(bed.subject, JSON.stringify(event), { msgID: 'first' });
    await js().publish(bed.subject, JSON.stringify(event), { msgID: 'second' });
    const marker = envelope({ data: { counterId: 'c-1', by: 4 } });
    await js().publish(bed.subject, JSON.stringify(marker));
    await eventually(async () => expect((await effects()).map((r) => r.by)).toContain(4));
    expect((await effects()).filter((r) => r.event_id === event.id)).toHaveLength(1);
    await consumer.stop();
    await bed.pool.query('DELETE FROM effects');
  });

  it('a handler that keeps failing is retried with back-off, then dead-lettered; one that recovers applies once', async () => {
    let calls = 0;
    let waits = 0;
    // What an operator reads: a failure is an error; a stream a command wrote meanwhile, or a
    // precondition not met yet, a warning.
    const logged: { level: string; msg: string; obj: object }[] = [];
    const logger = {
      warn: (obj: object, msg: string) => logged.push({ level: 'warn', msg, obj }),
      error: (obj: object, msg: string) => logged.push({ level: 'error', msg, obj }),
    };
    const flaky = envelope({ data: { counterId: 'c-1', by: 11 } });
    const broken = envelope({ data: { counterId: 'c-1', by: 13 } });
    const early = envelope({ data: { counterId: 'c-1', by: 17 } });
    const consumer = new DurableConsumer({
      name: 'retry-test',
      context: 'test',
      pool: bed.pool,
      nc: bed.nc,
      subjectPrefix: bed.prefix,
      maxDeliver: 3,
      logger,
      handlers: {
        'test.counter.incremented': async (e, tx) => {
          if (e.id === broken.id) throw new Error('downstream is down');
          if (e.id === flaky.id && ++calls < 2) throw new ConcurrencyError('counter-c-1', 1, null);
          if (e.id === early.id && ++waits < 2) throw new NotReadyYet('the counter to be opened');
          await tx.query('INSERT INTO effects VALUES ($1, $2)', [e.id, (e.data as { by: number }).by]);
        },
      },
    });
    await consumer.start();
    await js().publish(bed.subject, JSON.stringify(broken));
    await js().publish(bed.subject, JSON.stringify(flaky));
    await js().publish(bed.subject, JSON.stringify(early));
    await eventually(async () => {
      // A new durable consumer reads the stream from its start, so it also parks the
      // malformed messages of the first test; only the broken event matters here.
      const dead = (await listDeadLetters(bed.pool, { consumer: 'retry-test' })).filter((d) => d.eventId === broken.id);
      expect(dead).toHaveLength(1);
      expect(dead[0]).toMatchObject({ eventId: broken.id, deliveries: 3 });
      expect(dead[0]!.reason).toMatch(/handler failed 3 times: Error: downstream is down/);
    }, 15_000);
    await eventually(async () => expect((await effects()).filter((r) => r.event_id === flaky.id)).toHaveLength(1));
    await eventually(async () => expect((await effects()).filter((r) => r.event_id === early.id)).toHaveLength(1));
    await consumer.stop();
    expect(logged).toContainEqual({
      level: 'warn',
      msg: 'not ready yet; will retry',
      obj: expect.objectContaining({ waitingFor: 'the counter to be opened', deliveries: 1 }),
    });
    expect(logged).toContainEqual({
      level: 'warn',
      msg: 'stream changed while handling; will retry',
      obj: expect.objectContaining({ streamId: 'counter-c-1', deliveries: 1 }),
    });
    expect(logged.filter((l) => l.msg === 'handler failed; will retry')).toHaveLength(2);
    expect(
      logged
        .filter((l) => l.level === 'error')
        .every((l) => String((l.obj as { err: unknown }).err).includes('downstream is down')),
    ).toBe(true);
  });
});
