/** A stale expected version: someone else appended to the stream first. Never swallowed. */
export class ConcurrencyError extends Error {
  readonly code = 'EVENTSTORE.VERSION_CONFLICT';
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number | null,
  ) {
    super(
      `Stream ${streamId}: expected version ${expectedVersion}` +
        (actualVersion === null ? ', another writer got there first' : `, found ${actualVersion}`),
    );
    this.name = 'ConcurrencyError';
  }
}

/**
 * Thrown by a consumer's handler whose precondition another part of the system meets shortly
 * (an account seeded at boot, an event from another context still on its way). Redelivered
 * with back-off like any failure, and dead-lettered after as many tries, but logged as a
 * warning that says what it waits for: it is no fault for an operator to chase.
 */
export class NotReadyYet extends Error {
  constructor(readonly waitingFor: string) {
    super(`waiting for ${waitingFor}`);
    this.name = 'NotReadyYet';
  }
}
