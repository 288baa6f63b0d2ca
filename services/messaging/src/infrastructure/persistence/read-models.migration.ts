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

// Support tickets (spec §3) and each user's role (staff work the ticket queue).
const SUPPORT_TICKETS_V1 = `
ALTER TABLE messaging_users ADD COLUMN role text NOT NULL DEFAULT 'user';

CREATE TABLE support_tickets (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  assigned_to_user_id uuid,
  subject text NOT NULL,
  status text NOT NULL DEFAULT 'open',
  priority text NOT NULL DEFAULT 'medium',
  category text NOT NULL,
  shipment_id uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  resolved_at timestamptz
);
CREATE INDEX support_tickets_user_idx ON support_tickets (user_id, updated_at DESC);
CREATE INDEX support_tickets_queue_idx ON support_tickets (status, updated_at DESC);

CREATE TABLE support_ticket_messages (
  id uuid PRIMARY KEY,
  ticket_id uuid NOT NULL,
  user_id uuid NOT NULL,
  content text NOT NULL,
  is_internal boolean NOT NULL DEFAULT false,
  by_staff boolean NOT NULL DEFAULT false,
  attachment_ids uuid[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  position bigint NOT NULL
);
CREATE INDEX support_ticket_messages_ticket_idx ON support_ticket_messages (ticket_id, position);
`;

// E-mail: preferences (a projection of messaging's preference events; a missing row is "on"),
// the e-mails sent (one row per idempotency key, so a redelivered job never sends twice) and
// how far each person's unread-message digest got.
const EMAIL_V2 = `
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL,
  category text NOT NULL,
  email boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, category)
);

CREATE TABLE email_deliveries (
  key text PRIMARY KEY,
  user_id uuid NOT NULL,
  category text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_deliveries_user_idx ON email_deliveries (user_id, sent_at DESC);

CREATE TABLE message_digests (
  user_id uuid PRIMARY KEY,
  digested_up_to timestamptz NOT NULL
);
CREATE INDEX messages_unread_recipient_idx ON messages (recipient_id, created_at) WHERE NOT read;
`;

// What a send reads of its conversation (sendSlice): the pair's blocks, and the events of its own
// message id. Indexed, it costs the same in a conversation of 5,000 messages as in one of 5: the
// slice statement has the types and the key written in (EventStore.readStreamSliceStatement).
const SEND_SLICE_V3 = `
CREATE INDEX es_events_conversation_blocks_idx ON es_events (stream_id)
  WHERE type IN ('messaging.conversation.user_blocked', 'messaging.conversation.user_unblocked');
CREATE INDEX es_events_message_id_idx ON es_events ((data ->> 'messageId'), stream_id) WHERE data ? 'messageId';
`;

// The conversation list names each conversation's shipment threads: a probe of this index finds
// them without reading the conversation's messages, and most conversations have none.
const SHIPMENT_THREADS_V4 = `
CREATE INDEX messages_conversation_shipment_idx ON messages (conversation_id, shipment_id) WHERE shipment_id IS NOT NULL;
`;

export const messagingMigrations: SqlMigration[] = [
  { name: '20261123000000_messaging_read_models', sql: READ_MODELS_V1 },
  { name: '20261124010000_messaging_support_tickets', sql: SUPPORT_TICKETS_V1 },
  { name: '20261124020000_messaging_email', sql: EMAIL_V2 },
  { name: '20261128010000_messaging_send_slice_indexes', sql: SEND_SLICE_V3 },
  { name: '20261130010000_messaging_shipment_thread_index', sql: SHIPMENT_THREADS_V4 },
];
