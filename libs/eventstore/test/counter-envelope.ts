import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@oneway/contracts';

/** A `test.counter.incremented` envelope as the outbox relay publishes it, with a fresh id. */
export const counterEnvelope = (overrides: Partial<EventEnvelope> = {}): EventEnvelope => ({
  id: randomUUID(),
  type: 'test.counter.incremented',
  version: 1,
  streamId: 'c-1',
  streamVersion: 1,
  occurredAt: new Date().toISOString(),
  correlationId: 'corr',
  causationId: null,
  actorId: null,
  data: { counterId: 'c-1', by: 1 },
  ...overrides,
});
