import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { createEventStoreMetrics, type EventStoreMetrics } from '@oneway/eventstore/metrics';

export interface ServiceMetrics {
  registry: Registry;
  events: EventStoreMetrics;
  requests: Histogram<'kind' | 'name' | 'outcome'>;
}

/** One registry per service instance (tests run several in one process). */
export function createServiceMetrics(service: string): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    events: createEventStoreMetrics(registry),
    requests: new Histogram({
      name: 'oneway_requests_duration_seconds',
      help: 'HTTP and RPC requests by name and outcome',
      labelNames: ['kind', 'name', 'outcome'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
  };
}
