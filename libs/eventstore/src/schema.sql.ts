/**
 * Tables every service's event store has. Column comments state the guarantees the code
 * relies on; changing them is a migration, never an edit here once shipped.
 */
export const EVENTSTORE_SCHEMA_V1 = /* sql */ `
CREATE TABLE IF NOT EXISTS es_events (
  -- Allocated under the append lock, so positions become visible in commit order and a
  -- reader that has seen position N can never later see a smaller one appear.
  position        bigserial PRIMARY KEY,
  id              uuid        NOT NULL UNIQUE,
  stream_id       text        NOT NULL,
  stream_version  integer     NOT NULL,
  type            text        NOT NULL,
  version         integer     NOT NULL,
  data            jsonb       NOT NULL,
  correlation_id  text        NOT NULL,
  causation_id    text,
  actor_id        text,
  occurred_at     timestamptz NOT NULL,
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  -- The optimistic-concurrency guard: two writers at one expected version cannot both land.
  CONSTRAINT es_events_stream_version_uq UNIQUE (stream_id, stream_version)
);

CREATE TABLE IF NOT EXISTS es_outbox (
  position      bigint PRIMARY KEY REFERENCES es_events(position),
  stream_id     text        NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  published_at  timestamptz,
  attempts      integer     NOT NULL DEFAULT 0,
  last_error    text
);
CREATE INDEX IF NOT EXISTS es_outbox_pending_idx ON es_outbox (position) WHERE published_at IS NULL;

CREATE TABLE IF NOT EXISTS es_inbox (
  consumer      text        NOT NULL,
  event_id      uuid        NOT NULL,
  processed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);

CREATE TABLE IF NOT EXISTS es_checkpoints (
  name        text PRIMARY KEY,
  position    bigint      NOT NULL DEFAULT 0,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS es_dead_letters (
  id           bigserial PRIMARY KEY,
  consumer     text        NOT NULL,
  subject      text        NOT NULL,
  event_id     text,
  payload      text        NOT NULL,
  reason       text        NOT NULL,
  deliveries   integer     NOT NULL DEFAULT 1,
  created_at   timestamptz NOT NULL DEFAULT now(),
  resolved_at  timestamptz
);
CREATE INDEX IF NOT EXISTS es_dead_letters_open_idx ON es_dead_letters (consumer, created_at) WHERE resolved_at IS NULL;
`;

/**
 * Appends no longer serialise on a lock, so positions are no longer visible in commit order.
 * Readers order events by the writing transaction's id and read only below the oldest open
 * transaction (`pg_snapshot_xmin(pg_current_snapshot())`): every transaction under that
 * horizon has ended, so nothing can appear behind a reader's cursor later. Events written
 * before this migration keep transaction id 0 and so stay first, in position order; existing
 * checkpoints (transaction 0, position N) keep meaning exactly what they meant.
 */
export const EVENTSTORE_SCHEMA_V2 = /* sql */ `
ALTER TABLE es_events ADD COLUMN tx_id xid8 NOT NULL DEFAULT '0';
ALTER TABLE es_events ALTER COLUMN tx_id SET DEFAULT pg_current_xact_id();
COMMENT ON COLUMN es_events.tx_id IS
  'Top-level transaction that wrote the event. Global order is (tx_id, position); readers read only tx_id < pg_snapshot_xmin(pg_current_snapshot()).';
COMMENT ON COLUMN es_events.position IS
  'Unique and increasing within a stream; across streams allocated at insert, not commit: order by (tx_id, position).';
CREATE INDEX es_events_global_order_idx ON es_events (tx_id, position);
ALTER TABLE es_checkpoints ADD COLUMN tx_id xid8 NOT NULL DEFAULT '0';
COMMENT ON COLUMN es_checkpoints.tx_id IS 'With position: the last (tx_id, position) the reader has passed.';
`;

/**
 * The outbox row's reference to its event is dropped: both rows are written by the one append
 * statement (the event's INSERT feeds the outbox's), and events are never deleted, so the
 * foreign key could never fail; its check still ran once per outbox row, inside every append
 * (decision eventstore-outbox-no-foreign-key).
 */
export const EVENTSTORE_SCHEMA_V3 = /* sql */ `
ALTER TABLE es_outbox DROP CONSTRAINT IF EXISTS es_outbox_position_fkey;
COMMENT ON COLUMN es_outbox.position IS
  'The event''s position. Written by the same statement as the event (no foreign key: it could not fail, and its check ran per row).';
`;
