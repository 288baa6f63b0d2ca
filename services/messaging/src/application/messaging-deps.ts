import type { EventStore, ProjectionRunner } from '@oneway/eventstore';
import type pg from 'pg';

/** What the use cases need; built once by the service from its context. */
export interface MessagingDeps {
  pool: pg.Pool;
  store: EventStore;
  projections: ProjectionRunner;
  /** The request's time; the only clock the use cases read. */
  now: () => Date;
  /** Signs and checks the unsubscribe links of e-mails. */
  unsubscribeSecret: string;
}

/** Read-your-writes: a command returns only once every read model shows its events. */
export async function readModelsAt(deps: MessagingDeps, position: number | undefined): Promise<void> {
  if (position) await deps.projections.waitForAll(position);
}

/** Nest injection token of the MessagingDeps (provided in messaging.service.ts). */
export const MESSAGING_DEPS = Symbol('MessagingDeps');
