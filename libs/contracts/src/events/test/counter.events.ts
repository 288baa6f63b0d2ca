import { z } from 'zod';
import { defineEvent } from '../../define-event.js';

// A tiny aggregate used by the event-store's own tests and benchmarks. It lives in the
// catalogue so those tests go through the same validation path as production events.

export const counterIncrementedV1 = defineEvent({
  type: 'test.counter.incremented',
  version: 1,
  schema: z.object({ counterId: z.string(), by: z.number().int() }),
});

export const counterLimitReachedV1 = defineEvent({
  type: 'test.counter.limit_reached',
  version: 1,
  schema: z.object({ counterId: z.string(), limit: z.number().int() }),
});

export const testEvents = [counterIncrementedV1, counterLimitReachedV1] as const;
