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
