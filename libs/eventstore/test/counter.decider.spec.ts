import { DomainError } from '@oneway/contracts';
import { fold } from '../src/index.js';
import { counterDecider } from './counter.decider.js';

// given / when / then on the pure decider: no database involved.
describe('counter decider', () => {
  const given = (...events: Parameters<typeof counterDecider.evolve>[1][]) => fold(counterDecider, events);

  it('emits limit_reached together with the increment that reaches the limit', () => {
    const state = given({ type: 'test.counter.incremented', data: { counterId: 'c', by: 2 } });
    const events = counterDecider.decide({ type: 'increment', counterId: 'c', by: 1, limit: 3 }, state, new Date());
    expect(events.map((e) => e.type)).toEqual(['test.counter.incremented', 'test.counter.limit_reached']);
  });

  it('refuses an increment once the counter is closed, with a conflict code', () => {
    const state = given({ type: 'test.counter.limit_reached', data: { counterId: 'c', limit: 1 } });
    expect(() =>
      counterDecider.decide({ type: 'increment', counterId: 'c', by: 1, limit: 3 }, state, new Date()),
    ).toThrow(expect.objectContaining({ code: 'COUNTER.CLOSED', kind: 'conflict' }) as DomainError);
  });
});
