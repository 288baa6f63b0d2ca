import { eventually } from '@oneway/testing';
import { Registry } from 'prom-client';
import { createEventStoreMetrics, OutboxRelay, ProjectionRunner, type EventStoreMetrics } from '../src/index.js';
import { appendFirst, loopTestBed, seenProjection } from './loop-test-bed.js';

// The relay and the projection runner run a pass when events commit. A pass that took every
// event it could see is not followed by an empty one: the next commit wakes the loop itself.
// (An empty pass after every batch was half of the relay's passes at 100 messages/s.)
describe('relay and projection loops: one pass per commit, none after', () => {
  const bed = loopTestBed('loop_passes');
  const append = (streamId: string, type?: 'test.counter.limit_reached') => appendFirst(bed.store, streamId, type);

  const passes = async (registry: Registry, name: string) => {
    const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === name);
    const out: Record<string, number> = {};
    for (const v of (metric?.values ?? []) as { labels: { outcome?: string }; value: number }[])
      out[v.labels.outcome!] = v.value;
    return out;
  };
  // The poll interval is out of reach: only commits (and a pass's own backlog) run a pass.
  const relayOf = (metrics: EventStoreMetrics, batchSize?: number) =>
    new OutboxRelay({
      pool: bed.pool,
      nc: bed.nc,
      subjectPrefix: bed.prefix,
      metrics,
      batchSize,
      pollIntervalMs: 600_000,
    });
  const runnerOf = (name: string, metrics: EventStoreMetrics, batchSize?: number) =>
    new ProjectionRunner({
      pool: bed.pool,
      projections: [seenProjection(name)],
      metrics,
      batchSize,
      pollIntervalMs: 600_000,
    });

  it('the outbox relay publishes five commits in five passes, with no empty pass after each', async () => {
    const registry = new Registry();
    const metrics = createEventStoreMetrics(registry);
    const relay = relayOf(metrics);
    await relay.start();
    try {
      for (let i = 0; i < 5; i++) {
        await append(`relay-${i}`);
        await eventually(async () => {
          const { rows } = await bed.pool.query('SELECT count(*)::int AS n FROM es_outbox WHERE published_at IS NULL');
          expect(rows[0].n).toBe(0);
        });
      }
    } finally {
      await relay.stop();
    }
    // The pass at start finds nothing; then one pass per commit.
    expect(await passes(registry, 'oneway_outbox_passes_total')).toEqual({ empty: 1, published: 5 });
  });

  it('the projection runner applies five commits in five passes, with no empty pass after each', async () => {
    const registry = new Registry();
    const metrics = createEventStoreMetrics(registry);
    const runner = runnerOf('seen', metrics);
    await runner.start();
    try {
      for (let i = 0; i < 5; i++) {
        await append(`projection-${i}`, 'test.counter.limit_reached');
        await eventually(async () => {
          const { rows } = await bed.pool.query('SELECT 1 FROM seen WHERE id = $1', [`projection-${i}`]);
          expect(rows).toHaveLength(1);
        });
      }
    } finally {
      await runner.stop();
    }
    // The pass at start finds nothing; then one pass per commit.
    expect(await passes(registry, 'oneway_projection_passes_total')).toEqual({ empty: 1, applied: 5 });
  });

  it('a pass that leaves a backlog behind is followed straight away, by the relay and by the runner', async () => {
    for (let i = 0; i < 5; i++) await append(`backlog-${i}`, 'test.counter.limit_reached');
    const registry = new Registry();
    const metrics = createEventStoreMetrics(registry);
    const relay = relayOf(metrics, 3);
    const runner = runnerOf('seen-backlog', metrics, 3);
    await relay.start();
    await runner.start();
    try {
      await eventually(async () => {
        const { rows } = await bed.pool.query(
          `SELECT (SELECT count(*)::int FROM es_outbox WHERE published_at IS NULL) AS pending,
                  (SELECT count(*)::int FROM seen WHERE id LIKE 'backlog-%') AS seen`,
        );
        expect(rows[0]).toEqual({ pending: 0, seen: 5 });
      });
    } finally {
      await relay.stop();
      await runner.stop();
    }
    // Three, three, three and one, with no wait for a commit or the poll between passes. Ten
    // events each: these five and the five of the test before (no relay ran there; the new
    // projection starts from the first event).
    expect(await passes(registry, 'oneway_outbox_passes_total')).toEqual({ published: 4 });
    expect(await passes(registry, 'oneway_projection_passes_total')).toEqual({ applied: 4 });
  });
});
