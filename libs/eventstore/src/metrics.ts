import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** The event figures an operator watches: publish rate and latency, outbox and consumer lag. */
export interface EventStoreMetrics {
  eventsPublished: Counter;
  publishLatency: Histogram;
  /** Relay passes by what they found: a relay that polls for nothing shows as `empty`. */
  outboxPasses: Counter<'outcome'>;
  outboxPending: Gauge;
  outboxLagSeconds: Gauge;
  eventsConsumed: Counter<'consumer' | 'outcome'>;
  consumerLag: Gauge<'consumer'>;
  deadLetters: Counter<'consumer'>;
  projectionPosition: Gauge<'projection'>;
  projectionLatency: Histogram<'projection'>;
  /** Projection-runner passes by what they found (`applied` or `empty`). */
  projectionPasses: Counter<'outcome'>;
}

export function createEventStoreMetrics(registry: Registry): EventStoreMetrics {
  const registers = [registry];
  const seconds = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    eventsPublished: new Counter({
      name: 'oneway_events_published_total',
      help: 'Events published from the outbox to JetStream',
      registers,
    }),
    publishLatency: new Histogram({
      name: 'oneway_outbox_publish_latency_seconds',
      help: 'From event commit to JetStream ack',
      buckets: seconds,
      registers,
    }),
    outboxPasses: new Counter({
      name: 'oneway_outbox_passes_total',
      help: 'Outbox relay passes, by outcome (published, empty)',
      labelNames: ['outcome'],
      registers,
    }),
    outboxPending: new Gauge({ name: 'oneway_outbox_pending', help: 'Outbox rows not yet published', registers }),
    outboxLagSeconds: new Gauge({
      name: 'oneway_outbox_lag_seconds',
      help: 'Age of the oldest unpublished outbox row',
      registers,
    }),
    eventsConsumed: new Counter({
      name: 'oneway_events_consumed_total',
      help: 'Events handled by consumers',
      labelNames: ['consumer', 'outcome'],
      registers,
    }),
    consumerLag: new Gauge({
      name: 'oneway_consumer_lag',
      help: 'Messages waiting for a durable consumer',
      labelNames: ['consumer'],
      registers,
    }),
    deadLetters: new Counter({
      name: 'oneway_dead_letters_total',
      help: 'Messages parked in the dead-letter table',
      labelNames: ['consumer'],
      registers,
    }),
    projectionPosition: new Gauge({
      name: 'oneway_projection_position',
      help: 'Last event position applied by a projection',
      labelNames: ['projection'],
      registers,
    }),
    projectionLatency: new Histogram({
      name: 'oneway_projection_latency_seconds',
      help: 'From event commit to projection applied',
      labelNames: ['projection'],
      buckets: seconds,
      registers,
    }),
    projectionPasses: new Counter({
      name: 'oneway_projection_passes_total',
      help: 'Projection runner passes, by outcome (applied, empty)',
      labelNames: ['outcome'],
      registers,
    }),
  };
}
