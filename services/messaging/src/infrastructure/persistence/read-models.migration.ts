import type { SqlMigration } from '@oneway/eventstore';

// Messaging's read models. `messaging_users` and `shipment_parties` are fed from identity's
// and marketplace's events (who exists, who is banned, who shares a shipment); the rest are
// projections of messaging's own events, rebuildable by replay.

const READ_MODELS_V1 = `
CREATE TABLE messaging_users (
  id uuid PRIMARY KEY,
  full_name text NOT NULL,
  username text,
  email text,
  banned boolean NOT NULL DEFAULT false
);

CREATE TABLE shipment_parties (
  shipment_id uuid NOT NULL,
  user_id uuid NOT NULL,
  role text NOT NULL,
  PRIMARY KEY (shipment_id, user_id)
);
CREATE INDEX shipment_parties_user_idx ON shipment_parties (user_id);

-- A client-chosen message id belongs to one conversation for ever (claimed with the append).
CREATE TABLE message_ids (
  message_id uuid PRIMARY KEY,
  conversation_id uuid NOT NULL
);

CREATE TABLE conversation_members (
  conversation_id uuid NOT NULL,
  user_id uuid NOT NULL,
  counterpart_id uuid NOT NULL,
  unread_count int NOT NULL DEFAULT 0,
  blocked_counterpart boolean NOT NULL DEFAULT false,
  last_message_id uuid,
  last_content text,
  last_sender_id uuid,
  last_at timestamptz,
  PRIMARY KEY (conversation_id, user_id)
);
CREATE UNIQUE INDEX conversation_members_pair_idx ON conversation_members (user_id, counterpart_id);
CREATE INDEX conversation_members_recent_idx ON conversation_members (user_id, last_at DESC NULLS LAST);

CREATE TABLE messages (
  id uuid PRIMARY KEY,
  conversation_id uuid NOT NULL,
  sender_id uuid NOT NULL,
  recipient_id uuid NOT NULL,
  content text NOT NULL,
  shipment_id uuid,
  delivered boolean NOT NULL DEFAULT false,
  read boolean NOT NULL DEFAULT false,
  reaction_emoji text,
  created_at timestamptz NOT NULL,
  position bigint NOT NULL
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, position DESC);
CREATE INDEX messages_sender_idx ON messages (sender_id, created_at);
CREATE INDEX messages_recipient_idx ON messages (recipient_id, created_at);

CREATE TABLE message_reports (
  message_id uuid NOT NULL,
  reporter_id uuid NOT NULL,
  conversation_id uuid NOT NULL,
  reported_user_id uuid NOT NULL,
  content text NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (message_id, reporter_id)
);
CREATE INDEX message_reports_recent_idx ON message_reports (created_at DESC);

CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  type text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  link text,
  related_id text,
  sender_user_id uuid,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT read;
`;

export const messagingMigrations: SqlMigration[] = [
  { name: '20261123000000_messaging_read_models', sql: READ_MODELS_V1 },
];
