import type { SqlMigration } from '@oneway/eventstore';

// `accounts` is write-side state committed in the same transaction as the User events: it
// holds what must be consistent at once (credentials, unique username/e-mail, role and
// ban status for sign-in). `users` is the read model (spec §3), fed by the projection.
const SCHEMA = `
CREATE TABLE accounts (
  user_id uuid PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL,
  status text NOT NULL,
  password_changed_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX accounts_username_lower_key ON accounts (lower(username));
CREATE UNIQUE INDEX accounts_email_lower_key ON accounts (lower(email));

CREATE TABLE users (
  id uuid PRIMARY KEY,
  username text NOT NULL,
  full_name text NOT NULL,
  email text NOT NULL,
  email_verified_at timestamptz,
  country text NOT NULL,
  bio text,
  profile_image text,
  phone text,
  is_phone_verified boolean NOT NULL DEFAULT false,
  user_type text NOT NULL DEFAULT 'both',
  role text NOT NULL DEFAULT 'user',
  is_verified boolean NOT NULL DEFAULT false,
  verification_status text NOT NULL DEFAULT 'unverified',
  verification_submitted_at timestamptz,
  verification_completed_at timestamptz,
  status text NOT NULL DEFAULT 'active',
  is_banned boolean NOT NULL DEFAULT false,
  banned_reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
CREATE INDEX users_created_at_idx ON users (created_at DESC, id);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_refreshed_at timestamptz,
  revoked_at timestamptz,
  revoke_reason text,
  ip text
);
CREATE INDEX sessions_user_active_idx ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

CREATE TABLE one_time_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX one_time_tokens_open_idx ON one_time_tokens (user_id, purpose) WHERE used_at IS NULL;

CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  alg text NOT NULL,
  public_jwk jsonb NOT NULL,
  private_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);

CREATE TABLE admin_audit_logs (
  id uuid PRIMARY KEY,
  admin_user_id uuid NOT NULL,
  action text NOT NULL,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}',
  ip_address text,
  created_at timestamptz NOT NULL
);
CREATE INDEX admin_audit_logs_entity_idx ON admin_audit_logs (entity_type, entity_id, created_at);

CREATE TABLE outbound_emails (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text,
  html_body text,
  created_at timestamptz NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX outbound_emails_due_idx ON outbound_emails (next_attempt_at) WHERE sent_at IS NULL;
`;

// Identity verification (spec §3 identity_verification_sessions, verification_documents): read
// models of the verification events; the provider's event ids, so a redelivered webhook applies once.
const VERIFICATION = `
CREATE TABLE identity_verification_sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  provider text NOT NULL,
  provider_session_id text NOT NULL,
  status text NOT NULL,
  last_error jsonb,
  verification_report_id text,
  verification_url text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX idv_sessions_user_idx ON identity_verification_sessions (user_id, created_at DESC);
CREATE INDEX idv_sessions_review_idx ON identity_verification_sessions (updated_at) WHERE status = 'processing';

CREATE TABLE verification_documents (
  id uuid PRIMARY KEY,
  session_id uuid NOT NULL,
  user_id uuid NOT NULL,
  document_type text NOT NULL,
  document_subtype text,
  file_key text NOT NULL,
  document_status text NOT NULL DEFAULT 'pending',
  review_notes text,
  is_required boolean NOT NULL DEFAULT true,
  uploaded_at timestamptz NOT NULL,
  reviewed_at timestamptz
);
CREATE INDEX verification_documents_session_idx ON verification_documents (session_id, uploaded_at);

CREATE TABLE verification_webhook_events (
  event_id text PRIMARY KEY,
  received_at timestamptz NOT NULL
);
`;

// E-mail change (issue 14): the link mailed to the new address carries it in its token row,
// so the address is only written to `accounts` when the link is opened.
const EMAIL_CHANGE = `
ALTER TABLE one_time_tokens ADD COLUMN new_email text;
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check
  CHECK (purpose IN ('verify_email', 'reset_password', 'change_email'));
`;

export const identityMigrations: SqlMigration[] = [
  { name: '20261121200000_identity', sql: SCHEMA },
  { name: '20261124030000_identity_verification', sql: VERIFICATION },
  { name: '20261124050000_identity_email_change', sql: EMAIL_CHANGE },
];
