import type { DomainError, DomainEvent } from '@oneway/contracts';
import type { Decider } from '@oneway/contracts';

/**
 * given(events).when(command).then(events) | thenThrows(code, kind): a decider test reads
 * as the rule it proves, with no database.
 */
export function deciderSpecification<C, S, E extends DomainEvent>(decider: Decider<C, S, E>, defaultNow: Date) {
  return {
    given: (...history: E[]) => ({
      when: (command: C, now: Date = defaultNow) => {
        const run = () => decider.decide(command, history.reduce(decider.evolve, decider.initialState()), now);
        return {
          then: (expected: E[]) => expect(run()).toEqual(expected),
          thenEvents: (): E[] => run(),
          thenThrows: (code: string, kind?: DomainError['kind']) => {
            let thrown: unknown;
            let events: E[] | undefined;
            try {
              events = run();
            } catch (err) {
              thrown = err;
            }
            expect(events).toBeUndefined();
            expect(thrown).toMatchObject({ name: 'DomainError', code, ...(kind ? { kind } : {}) });
            return thrown as DomainError;
          },
        };
      },
    }),
  };
}

/** The state a history folds to (for assertions on evolve). */
export function stateAfter<C, S, E extends DomainEvent>(decider: Decider<C, S, E>, ...history: E[]): S {
  return history.reduce(decider.evolve, decider.initialState());
}
