import type { HandoffCodeKind, RpcMeta } from '@oneway/contracts';
import type { EventStore, ProjectionRunner } from '@oneway/eventstore';
import type pg from 'pg';

/** Asks the marketplace whether a collector's code matches; throws its error when it does not. */
export type HandoffCodeVerifier = (
  meta: RpcMeta,
  request: { shipmentId: string; kind: HandoffCodeKind; code: string; relayPointId: string },
) => Promise<void>;

/** What the relay's use cases need; built once by the service from its context. */
export interface RelayDeps {
  pool: pg.Pool;
  store: EventStore;
  projections: ProjectionRunner;
  verifyCode: HandoffCodeVerifier;
  /** The request's time; the only clock the use cases read. */
  now: () => Date;
}

/**
 * Read-your-writes: a command returns only once every read model shows its events, or, when it
 * wrote none (a repeat), everything committed by then (ProjectionRunner.waitForCommand).
 */
export async function readModelsAt(deps: RelayDeps, position: number | null): Promise<void> {
  await deps.projections.waitForCommand(position);
}
