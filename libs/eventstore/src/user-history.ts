import type pg from 'pg';
import { beforeCommitOrNow, type Queryable, type SessionStatement } from './db.js';
import type { StoredEvent } from './event-store.js';
import type { SqlMigration } from './migrations.js';
import { sqlLiteral } from './sql-literal.js';
import type { Projection } from './projection-runner.js';

/**
 * `user_history`: every event of this service's store that names a user, one row per (event,
 * user), so staff see "everything about this user" (decision ops-user-history). Each service
 * projects its own store; the gateway merges the services newest first. Rebuildable: the
 * projection runner replays the store into it.
 */
export const USER_HISTORY_MIGRATION: SqlMigration = {
  name: '20261124011000_user_history',
  sql: `
CREATE TABLE IF NOT EXISTS user_history (
  event_id uuid NOT NULL,
  user_id uuid NOT NULL,
  position bigint NOT NULL,
  type text NOT NULL,
  stream_id text NOT NULL,
  occurred_at timestamptz NOT NULL,
  actor_id text,
  correlation_id text,
  named_as text[] NOT NULL,
  data jsonb NOT NULL,
  PRIMARY KEY (user_id, event_id)
);
CREATE INDEX IF NOT EXISTS user_history_user_idx ON user_history (user_id, occurred_at DESC, position DESC);
`,
};

/** Keys that name a person in event data (ids of shipments, trips… are not people). */
const PERSON_KEY =
  /^(userId|senderId|travelerId|receiverId|recipientId|byAdminId|adminId|staffId|reporterId|reviewerId|assignedTo(User)?Id|(from|to|reported|target|other|assigned|resolvedBy|requestedBy|decidedBy)(User)?Id|.*UserId)$/;
const PEOPLE_KEY = /^(participantIds|userIds|.*UserIds)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Never copied into the history (an event should not carry them; this is a second guard). */
const SECRET_KEY = /password|token|secret|code|hash|cvc|iban|accountNumber/i;

/** Who an event is about, and under which names: `{ userId → ['senderId', 'actor'] }`. */
export function peopleNamedIn(event: Pick<StoredEvent, 'data' | 'actorId'>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (id: unknown, as: string) => {
    if (typeof id !== 'string' || !UUID.test(id)) return;
    const key = id.toLowerCase();
    const names = found.get(key) ?? [];
    if (!names.includes(as)) names.push(as);
    found.set(key, names);
  };
  const data = (event.data ?? {}) as Record<string, unknown>;
  for (const [k, v] of Object.entries(data)) {
    if (PERSON_KEY.test(k)) add(v, k);
    else if (PEOPLE_KEY.test(k) && Array.isArray(v)) for (const id of v) add(id, k);
  }
  if (event.actorId) add(event.actorId, 'actor');
  return found;
}

function withoutSecrets(data: unknown): Record<string, unknown> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  return Object.fromEntries(Object.entries(data).filter(([k]) => !SECRET_KEY.test(k)));
}

/** One `user_history` row per (event, person named in it). */
function historyRows(event: StoredEvent) {
  const data = withoutSecrets(event.data);
  return [...peopleNamedIn(event)].map(([userId, as]) => ({
    event_id: event.id,
    user_id: userId,
    position: event.position,
    type: event.type,
    stream_id: event.streamId,
    occurred_at: event.occurredAt,
    actor_id: event.actorId ?? null,
    correlation_id: event.correlationId ?? null,
    named_as: as,
    data,
  }));
}

const INSERT_USER_HISTORY: SessionStatement = {
  name: 'oneway_es_insert_user_history',
  prepare: `PREPARE oneway_es_insert_user_history(jsonb) AS
    INSERT INTO user_history (event_id, user_id, position, type, stream_id, occurred_at, actor_id, correlation_id, named_as, data)
    SELECT r.event_id, r.user_id, r.position, r.type, r.stream_id, r.occurred_at, r.actor_id, r.correlation_id,
           ARRAY(SELECT jsonb_array_elements_text(r.named_as)), r.data
      FROM jsonb_to_recordset($1) AS r(event_id uuid, user_id uuid, position bigint, type text, stream_id text,
           occurred_at timestamptz, actor_id text, correlation_id text, named_as jsonb, data jsonb)
    ON CONFLICT DO NOTHING`,
};

/**
 * Inserts the rows of any number of events in one statement. Nothing reads them back in the
 * pass, so in a projection pass they ride with its COMMIT (decision
 * eventstore-user-history-at-commit): a pass of every service costs one round trip less.
 */
async function insertHistory(tx: Queryable, events: StoredEvent[]): Promise<void> {
  const rows = events.flatMap(historyRows);
  if (!rows.length) return;
  await beforeCommitOrNow(tx, `EXECUTE ${INSERT_USER_HISTORY.name}(${sqlLiteral(JSON.stringify(rows))})`, [
    INSERT_USER_HISTORY,
  ]);
}

export function userHistoryProjection(handles: readonly string[]): Projection {
  return {
    name: 'user_history',
    handles,
    apply: (event: StoredEvent, tx: pg.PoolClient) => insertHistory(tx, [event]),
    applyBatch: (events: StoredEvent[], tx: pg.PoolClient) => insertHistory(tx, events),
    async reset(tx: pg.PoolClient) {
      await tx.query('TRUNCATE user_history');
    },
  };
}

export interface UserHistoryRow {
  eventId: string;
  type: string;
  streamId: string;
  occurredAt: string;
  actorId: string | null;
  correlationId: string | null;
  as: string[];
  data: Record<string, unknown>;
}

/** The user's rows in this service, newest first. */
export async function readUserHistory(db: Queryable, userId: string, limit: number): Promise<UserHistoryRow[]> {
  const { rows } = await db.query(
    `SELECT event_id, type, stream_id, occurred_at, actor_id, correlation_id, named_as, data
       FROM user_history WHERE user_id = $1 ORDER BY occurred_at DESC, position DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => ({
    eventId: r.event_id,
    type: r.type,
    streamId: r.stream_id,
    occurredAt: new Date(r.occurred_at).toISOString(),
    actorId: r.actor_id,
    correlationId: r.correlation_id,
    as: r.named_as,
    data: r.data,
  }));
}
