import { type EventOf, counterIncrementedV1, counterLimitReachedV1 } from '@oneway/contracts';
import type { Decider } from '../src/command-runner.js';
import { counterErrors } from './counter.errors.js';

// A counter that refuses to go past its limit: small enough to read at a glance, real
// enough to show both a version conflict (retryable) and a domain conflict (not).

export type CounterEvent = EventOf<typeof counterIncrementedV1> | EventOf<typeof counterLimitReachedV1>;
export type CounterState = { value: number; closed: boolean };
export type CounterCommand = { type: 'increment'; counterId: string; by: number; limit: number };

export const counterDecider: Decider<CounterCommand, CounterState, CounterEvent> = {
  initialState: () => ({ value: 0, closed: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'test.counter.incremented':
        return { ...state, value: state.value + event.data.by };
      case 'test.counter.limit_reached':
        return { ...state, closed: true };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    if (state.closed) throw counterErrors.closed();
    const events: CounterEvent[] = [
      { type: 'test.counter.incremented', data: { counterId: command.counterId, by: command.by } },
    ];
    if (state.value + command.by >= command.limit) {
      events.push({ type: 'test.counter.limit_reached', data: { counterId: command.counterId, limit: command.limit } });
    }
    return events;
  },
};

export const meta = (correlationId = 'test-correlation') => ({
  correlationId,
  causationId: null,
  actorId: null,
  now: new Date(),
});
