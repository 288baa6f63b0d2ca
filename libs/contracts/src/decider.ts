import type { DomainEvent } from './define-event.js';

/**
 * An aggregate as pure functions: `decide(command, state, now) → events`,
 * `evolve(state, event) → state`. No I/O and no clock inside. Lives with the contracts so a
 * service's domain depends on nothing else; the event store's command runner runs it.
 */
export interface Decider<TCommand, TState, TEvent extends DomainEvent> {
  initialState: () => TState;
  evolve: (state: TState, event: TEvent) => TState;
  decide: (command: TCommand, state: TState, now: Date) => TEvent[];
  /**
   * Optional: a whole stream's state at once, equal to reducing `evolve` from `initialState`,
   * for an aggregate whose `evolve` copies a state that grows with its stream.
   */
  foldAll?: (events: TEvent[]) => TState;
}

export type Evolver<TState, TEvent extends DomainEvent> = Pick<
  Decider<unknown, TState, TEvent>,
  'initialState' | 'evolve' | 'foldAll'
>;

/** The state a stream's events make, from the aggregate's initial state. */
export function fold<TState, TEvent extends DomainEvent>(
  decider: Evolver<TState, TEvent>,
  events: { type: string; data: unknown }[],
): TState {
  if (decider.foldAll) return decider.foldAll(events as TEvent[]);
  return events.reduce((s, e) => decider.evolve(s, e as TEvent), decider.initialState());
}
