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

/**
 * Read-your-writes: a command returns only once the read models show its events: every one,
 * or only `projection` when that is all the answer reads (a send answers from the messages
 * table; the notifications and the rest follow on their own). A repeat that wrote nothing
 * waits for everything committed by then (ProjectionRunner.waitForCommand).
 */
export async function readModelsAt(deps: MessagingDeps, position: number | null, projection?: string): Promise<void> {
  await deps.projections.waitForCommand(position, projection);
}

/** The read model of conversations and their messages. */
export const CONVERSATIONS_PROJECTION = 'messaging.conversations';
/** Reported messages, for staff. */
export const MESSAGE_REPORTS_PROJECTION = 'messaging.message_reports';
/** Each person's e-mail choices per category. */
export const NOTIFICATION_PREFERENCES_PROJECTION = 'messaging.notification_preferences';

/** Nest injection token of the MessagingDeps (provided in messaging.service.ts). */
export const MESSAGING_DEPS = Symbol('MessagingDeps');
