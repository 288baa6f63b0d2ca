import type { SqlMigration } from '@oneway/eventstore';

// The ledger tables are the book of record for money, written in the same transaction as
// the events that explain each movement. The other tables are read models (spec section 3),
// rebuilt by replaying the event store.

const LEDGER = /* sql */ `
CREATE TABLE ledger_accounts (
  code                  text        NOT NULL,
  currency              text        NOT NULL,
  kind                  text        NOT NULL,
  owner                 text,
  -- In the account's normal sense (what the platform holds or owes), integer minor units.
  balance               bigint      NOT NULL DEFAULT 0,
  must_not_go_negative  boolean     NOT NULL,
  updated_at            timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (code, currency),
  -- The last guard under concurrency: a row update that would overdraw is refused.
  CONSTRAINT ledger_accounts_not_negative CHECK (NOT must_not_go_negative OR balance >= 0)
);
CREATE INDEX ledger_accounts_owner_idx ON ledger_accounts (owner) WHERE owner IS NOT NULL;

CREATE TABLE ledger_entries (
  id               bigserial   PRIMARY KEY,
  -- Names the command, webhook or event that caused the entry: a repeat posts nothing.
  idempotency_key  text        NOT NULL UNIQUE,
  currency         text        NOT NULL,
  description      text        NOT NULL,
  causation_id     text,
  correlation_id   text,
  posted_at        timestamptz NOT NULL
);

CREATE TABLE ledger_lines (
  entry_id      bigint  NOT NULL REFERENCES ledger_entries(id),
  line_no       integer NOT NULL,
  account_code  text    NOT NULL,
  currency      text    NOT NULL,
  side          text    NOT NULL CHECK (side IN ('debit', 'credit')),
  amount        bigint  NOT NULL CHECK (amount > 0),
  PRIMARY KEY (entry_id, line_no)
);
CREATE INDEX ledger_lines_account_idx ON ledger_lines (account_code, currency);

-- Checked at commit: every entry's debits equal its credits, whatever code wrote it.
CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d bigint; c bigint;
BEGIN
  SELECT coalesce(sum(amount) FILTER (WHERE side = 'debit'), 0), coalesce(sum(amount) FILTER (WHERE side = 'credit'), 0)
    INTO d, c FROM ledger_lines WHERE entry_id = NEW.entry_id;
  IF d <> c THEN
    RAISE EXCEPTION 'ledger entry % is unbalanced: debits %, credits %', NEW.entry_id, d, c USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_lines_balanced AFTER INSERT ON ledger_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced();
`;

const READ_MODELS = /* sql */ `
-- What payments knows of the marketplace's shipments (from its events).
CREATE TABLE shipments_view (
  shipment_id  uuid PRIMARY KEY,
  sender_id    uuid   NOT NULL,
  traveler_id  uuid,
  amount       bigint NOT NULL,
  currency     text   NOT NULL,
  status       text   NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payments (
  id                  uuid PRIMARY KEY,
  shipment_id         uuid   NOT NULL UNIQUE,
  sender_id           uuid   NOT NULL,
  receiver_id         uuid,
  amount              bigint NOT NULL,
  platform_fee        bigint NOT NULL DEFAULT 0,
  insurance_premium   bigint NOT NULL DEFAULT 0,
  total               bigint NOT NULL,
  refunded_amount     bigint NOT NULL DEFAULT 0,
  currency            text   NOT NULL DEFAULT 'USD',
  status              text   NOT NULL DEFAULT 'pending',
  payment_method      text   NOT NULL DEFAULT 'card',
  provider            text   NOT NULL,
  provider_intent_id  text,
  awaiting_authentication boolean NOT NULL DEFAULT false,
  last_decline_code   text,
  claim_id            text,
  transfer_details    jsonb,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  released_at         timestamptz
);
CREATE INDEX payments_status_idx ON payments (status, currency);

CREATE TABLE wallet_transactions (
  id                  uuid PRIMARY KEY,
  user_id             uuid   NOT NULL,
  type                text   NOT NULL,
  amount              bigint NOT NULL,
  currency            text   NOT NULL,
  status              text   NOT NULL,
  related_payment_id  uuid,
  withdrawal_id       uuid,
  details             jsonb,
  created_at          timestamptz NOT NULL
);
CREATE INDEX wallet_transactions_user_idx ON wallet_transactions (user_id, created_at DESC);

CREATE TABLE withdrawals (
  id                uuid PRIMARY KEY,
  user_id           uuid   NOT NULL,
  amount            bigint NOT NULL,
  currency          text   NOT NULL,
  payout_method_id  uuid   NOT NULL,
  status            text   NOT NULL,
  payout_id         text,
  failure_reason    text,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC);
CREATE INDEX withdrawals_pending_idx ON withdrawals (created_at) WHERE status = 'pending';

CREATE TABLE payment_methods (
  id            uuid PRIMARY KEY,
  user_id       uuid    NOT NULL,
  type          text    NOT NULL,
  provider_ref  text    NOT NULL,
  is_default    boolean NOT NULL DEFAULT false,
  details       jsonb   NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX payment_methods_user_idx ON payment_methods (user_id);

-- Every provider webhook as received; processed_at is set in the transaction of its effects.
CREATE TABLE provider_webhooks (
  event_id      text PRIMARY KEY,
  type          text        NOT NULL,
  payload       jsonb       NOT NULL,
  received_at   timestamptz NOT NULL DEFAULT now(),
  processed_at  timestamptz,
  attempts      integer     NOT NULL DEFAULT 0,
  last_error    text
);

-- Test mode's idempotency records (Stripe keeps these on its side).
CREATE TABLE test_provider_requests (
  scope            text  NOT NULL,
  idempotency_key  text  NOT NULL,
  fingerprint      text  NOT NULL,
  result           jsonb NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, idempotency_key)
);

CREATE TABLE payment_settings (
  key         text PRIMARY KEY,
  value       bigint NOT NULL CHECK (value >= 0),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  updated_by  uuid
);
`;

// Platform-wide accounts (clearing, fee revenue, refunds, payout clearing, insurance) are
// touched by every movement: one row each made every posting wait for the previous one's
// commit. They are kept as 16 slot rows each (balance = the sum of its slots), so postings
// spread over them; owned accounts (escrow, wallets) stay one row with the CHECK.
const SLOTS = /* sql */ `
ALTER TABLE ledger_accounts ADD COLUMN slot smallint NOT NULL DEFAULT 0;
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_pkey;
ALTER TABLE ledger_accounts ADD PRIMARY KEY (code, currency, slot);
`;

// A traveler's account at the payout provider (Stripe Connect), created by the server during
// onboarding: payouts only ever go to the account recorded here for that user.
const PAYOUT_ACCOUNTS = /* sql */ `
CREATE TABLE payout_accounts (
  user_id     uuid PRIMARY KEY,
  provider    text NOT NULL,
  account_id  text NOT NULL UNIQUE,
  country     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
`;

// What payments keeps of a filed claim (from marketplace.claim.filed): which payment it
// froze, whose earnings came back, and the insured value capping an insurance payout.
const CLAIM_FACTS = `
CREATE TABLE claim_facts (
  claim_id uuid PRIMARY KEY,
  shipment_id uuid NOT NULL,
  sender_id uuid NOT NULL,
  traveler_id uuid NOT NULL,
  insured_value bigint NOT NULL DEFAULT 0,
  freeze_outcome text,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;

// The finance desk's daily reconciliation runs (ledger vs the card provider's records).
const RECONCILIATION = /* sql */ `
CREATE TABLE reconciliation_runs (
  id          uuid PRIMARY KEY,
  ran_at      timestamptz NOT NULL,
  provider    text NOT NULL,
  checked     integer NOT NULL,
  mismatches  jsonb NOT NULL
);
CREATE INDEX reconciliation_runs_ran_idx ON reconciliation_runs (ran_at DESC);
`;

// A client-chosen payment method id belongs to one user for ever: claimed in the add's
// transaction (decision private-figures-and-claimed-ids). Ids added before are claimed by
// their first add.
const PAYMENT_METHOD_IDS = /* sql */ `
CREATE TABLE payment_method_ids (
  method_id  uuid PRIMARY KEY,
  user_id    uuid NOT NULL
);
INSERT INTO payment_method_ids (method_id, user_id)
  SELECT DISTINCT ON ((data->>'methodId')::uuid) (data->>'methodId')::uuid, (data->>'userId')::uuid
    FROM es_events WHERE type = 'payments.payment_method.added'
   ORDER BY (data->>'methodId')::uuid, position;
`;

// Names for the finance desk (decision payments-finance-desk-names): who paid and who is paid,
// and which shipment a payment is for, as their owners' events tell it. Filled by consumers
// of their own, so a deployment that had payments before fills them from the start of the
// identity and marketplace streams.
const FINANCE_NAMES = /* sql */ `
CREATE TABLE payments_people (
  user_id    uuid PRIMARY KEY,
  full_name  text NOT NULL,
  username   text NOT NULL
);
CREATE TABLE shipment_labels (
  shipment_id      uuid PRIMARY KEY,
  tracking_number  text NOT NULL,
  from_location    text NOT NULL,
  to_location      text NOT NULL
);
`;

// A client-chosen withdrawal id belongs to one user for ever, claimed in the request's
// transaction as payment method ids are. Ids requested before are claimed by their first request.
const WITHDRAWAL_IDS = /* sql */ `
CREATE TABLE withdrawal_ids (
  withdrawal_id  uuid PRIMARY KEY,
  user_id        uuid NOT NULL
);
INSERT INTO withdrawal_ids (withdrawal_id, user_id)
  SELECT DISTINCT ON ((data->>'withdrawalId')::uuid) (data->>'withdrawalId')::uuid, (data->>'userId')::uuid
    FROM es_events WHERE type = 'payments.wallet.withdrawal_requested'
   ORDER BY (data->>'withdrawalId')::uuid, position;
`;

// Which of a listing's edits its terms come from (its stream version): an edit delivered again,
// or late by the listing-terms consumer, never brings back an older price
// (decision payments-listing-terms-replayed). Rows made before it start at 0, so every edit of
// theirs applies once, in order.
const LISTING_TERMS_VERSION = /* sql */ `
ALTER TABLE shipments_view ADD COLUMN terms_version int NOT NULL DEFAULT 0;
`;

export const paymentsMigrations: SqlMigration[] = [
  { name: '20261121200000_payments_ledger', sql: LEDGER },
  { name: '20261121200100_payments_read_models', sql: READ_MODELS },
  { name: '20261122000000_ledger_platform_account_slots', sql: SLOTS },
  { name: '20261122000100_payout_accounts', sql: PAYOUT_ACCOUNTS },
  { name: '20261124020000_payments_claim_facts', sql: CLAIM_FACTS },
  { name: '20261124030000_reconciliation_runs', sql: RECONCILIATION },
  { name: '20261130020000_payment_method_ids', sql: PAYMENT_METHOD_IDS },
  { name: '20261201060000_finance_desk_names', sql: FINANCE_NAMES },
  { name: '20261201200000_withdrawal_ids', sql: WITHDRAWAL_IDS },
  { name: '20261207150000_listing_terms_version', sql: LISTING_TERMS_VERSION },
];
