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
