import type { SqlMigration } from '@oneway/eventstore';

// Read models (spec section 3 tables) fed by the projections, plus the handoff-code secrets.
// Rebuildable tables carry `version` = the stream version last applied, so a replayed event
// never moves a row backwards.

const READ_MODELS_V1 = `
CREATE TABLE shipments (
  id uuid PRIMARY KEY,
  sender_id uuid NOT NULL,
  traveler_id uuid,
  trip_id uuid,
  tracking_number text NOT NULL UNIQUE,
  status text NOT NULL,
  from_location text NOT NULL,
  to_location text NOT NULL,
  from_country text NOT NULL,
  to_country text NOT NULL,
  weight_kg numeric(8,3),
  size text,
  earliest_pickup_date date,
  latest_delivery_date date,
  payment_amount bigint NOT NULL,
  currency text NOT NULL,
  escrow_status text NOT NULL DEFAULT 'none',
  payment_id uuid,
  details jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL
);
CREATE INDEX shipments_sender_idx ON shipments (sender_id, created_at DESC);
CREATE INDEX shipments_traveler_idx ON shipments (traveler_id, created_at DESC) WHERE traveler_id IS NOT NULL;
-- Browse (route + dates) and matching only ever look at pending shipments.
CREATE INDEX shipments_browse_route_idx ON shipments (from_location, to_location, earliest_pickup_date, latest_delivery_date) WHERE status = 'pending';
CREATE INDEX shipments_browse_country_idx ON shipments (from_country, to_country, created_at DESC) WHERE status = 'pending';
CREATE INDEX shipments_browse_recent_idx ON shipments (created_at DESC) WHERE status = 'pending';

CREATE TABLE trips (
  id uuid PRIMARY KEY,
  traveler_id uuid NOT NULL,
  status text NOT NULL,
  from_location text NOT NULL,
  to_location text NOT NULL,
  departure_date date NOT NULL,
  arrival_date date NOT NULL,
  available_space_kg numeric(8,3) NOT NULL,
  reserved_kg numeric(8,3) NOT NULL DEFAULT 0,
  details jsonb NOT NULL,
  admin_notes text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL
);
CREATE INDEX trips_traveler_idx ON trips (traveler_id, departure_date DESC);
CREATE INDEX trips_match_idx ON trips (from_location, to_location, departure_date) WHERE status = 'active';
CREATE INDEX trips_review_idx ON trips (status, created_at);

CREATE TABLE shipment_interests (
  id uuid PRIMARY KEY,
  shipment_id uuid NOT NULL,
  traveler_id uuid NOT NULL,
  sender_id uuid NOT NULL,
  trip_id uuid NOT NULL,
  message text NOT NULL,
  status text NOT NULL,
  rejection_reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL
);
CREATE INDEX shipment_interests_traveler_idx ON shipment_interests (traveler_id, created_at DESC);
CREATE INDEX shipment_interests_sender_idx ON shipment_interests (sender_id, created_at DESC);
CREATE INDEX shipment_interests_shipment_idx ON shipment_interests (shipment_id, created_at DESC);

CREATE TABLE tracking (
  id uuid PRIMARY KEY,             -- the event id: a replay inserts nothing twice
  shipment_id uuid NOT NULL,
  status text NOT NULL,
  location text,
  notes text,
  relay_point_id uuid,
  updated_by uuid,
  created_at timestamptz NOT NULL,
  position bigint NOT NULL
);
CREATE INDEX tracking_shipment_idx ON tracking (shipment_id, position);

CREATE TABLE traveler_stats (
  user_id uuid PRIMARY KEY,
  completed_trips int NOT NULL DEFAULT 0,
  delivered_shipments int NOT NULL DEFAULT 0,
  cancelled_matches int NOT NULL DEFAULT 0
);
CREATE TABLE traveler_stats_applied (event_id uuid PRIMARY KEY);

-- Not a read model: the secrets behind the handoff codes, written in the same transaction as
-- the match. hash+salt verify an entered code; sealed_code (AES-GCM) lets the right party
-- see the code again.
CREATE TABLE handoff_codes (
  shipment_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('pickup', 'delivery')),
  code_hash text NOT NULL,
  code_salt text NOT NULL,
  sealed_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shipment_id, kind)
);
`;

// Travelers identity has verified (identity.user.identity_verified): their trips need no staff review.
const VERIFIED_TRAVELERS = `
CREATE TABLE verified_travelers (
  user_id uuid PRIMARY KEY,
  verified_at timestamptz NOT NULL
);
`;

// A projection must never refuse an event, so tracking numbers are not UNIQUE in the read
// model (the create handler avoids reuse). Browse indexes carry sender_id so "not mine"
// counts are index-only.
const BROWSE_INDEXES_V2 = `
ALTER TABLE shipments DROP CONSTRAINT IF EXISTS shipments_tracking_number_key;
CREATE INDEX shipments_tracking_idx ON shipments (tracking_number);
DROP INDEX shipments_browse_route_idx;
DROP INDEX shipments_browse_country_idx;
DROP INDEX shipments_browse_recent_idx;
CREATE INDEX shipments_browse_route_idx ON shipments (from_location, to_location, earliest_pickup_date, latest_delivery_date)
  INCLUDE (sender_id, weight_kg, size) WHERE status = 'pending';
CREATE INDEX shipments_browse_country_idx ON shipments (from_country, to_country, created_at DESC) INCLUDE (sender_id) WHERE status = 'pending';
CREATE INDEX shipments_browse_recent_idx ON shipments (created_at DESC) INCLUDE (sender_id) WHERE status = 'pending';
DROP INDEX trips_match_idx;
CREATE INDEX trips_match_idx ON trips (from_location, to_location, departure_date) INCLUDE (traveler_id, arrival_date) WHERE status = 'active';
`;

// Country requests (spec §3 country_requests) and, not a read model, the guard that keeps
// one pending request per e-mail and country: written in the same transaction as the
// events, so two identical submissions can never both append.
const COUNTRY_REQUESTS = `
CREATE TABLE country_requests (
  id uuid PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  requested_country text NOT NULL,
  reason text NOT NULL,
  status text NOT NULL,
  status_note text,
  user_id uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL
);
CREATE INDEX country_requests_recent_idx ON country_requests (created_at DESC);
CREATE INDEX country_requests_status_idx ON country_requests (status, created_at DESC);

CREATE TABLE country_request_pending_keys (
  email text NOT NULL,
  country_key text NOT NULL,
  request_id uuid NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, country_key)
);
`;

// Reviews (spec §3 reviews; ratings is a view of the published ones) and one row per
// report, so a user's second report of a review counts once.
const REVIEWS = `
CREATE TABLE reviews (
  id uuid PRIMARY KEY,
  shipment_id uuid NOT NULL,
  from_user_id uuid NOT NULL,
  to_user_id uuid NOT NULL,
  review_type text NOT NULL,
  overall_rating smallint NOT NULL,
  communication_rating smallint NOT NULL,
  reliability_rating smallint NOT NULL,
  package_handling_rating smallint,
  accuracy_rating smallint,
  public_comment text,
  private_comment text,
  photos jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'published',
  published_at timestamptz,
  window_closes_at timestamptz NOT NULL,
  admin_reviewed boolean NOT NULL DEFAULT false,
  admin_action text,
  admin_notes text,
  reported_count int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (shipment_id, review_type)
);
CREATE INDEX reviews_received_idx ON reviews (to_user_id, created_at DESC) WHERE published_at IS NOT NULL;
CREATE INDEX reviews_reported_idx ON reviews (updated_at DESC) WHERE reported_count > 0;
CREATE INDEX reviews_hidden_idx ON reviews (updated_at DESC) WHERE status = 'hidden';

CREATE TABLE review_reports (
  review_id uuid NOT NULL,
  reporter_id uuid NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (review_id, reporter_id)
);

CREATE VIEW ratings AS
  SELECT id, from_user_id, to_user_id, shipment_id, overall_rating AS rating, public_comment AS comment, created_at
  FROM reviews WHERE published_at IS NOT NULL AND status = 'published';
`;

// Claims and disputes: one claim per shipment, the traveler's answer and the settlement.
const CLAIMS = `
CREATE TABLE claims (
  id uuid PRIMARY KEY,
  shipment_id uuid NOT NULL UNIQUE,
  sender_id uuid NOT NULL,
  traveler_id uuid NOT NULL,
  claim_type text NOT NULL,
  description text NOT NULL,
  photo_keys text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'open',
  traveler_statement text,
  traveler_photo_keys text[] NOT NULL DEFAULT '{}',
  outcome text,
  refund_amount bigint,
  traveler_amount bigint,
  insurance_payout bigint,
  currency text,
  resolution_reason text,
  filed_at timestamptz NOT NULL,
  answered_at timestamptz,
  resolved_at timestamptz
);
CREATE INDEX claims_sender_idx ON claims (sender_id, filed_at DESC);
CREATE INDEX claims_traveler_idx ON claims (traveler_id, filed_at DESC);
CREATE INDEX claims_status_idx ON claims (status, filed_at);
`;

// user_stats and user_achievements (spec §3), one projection of events (rebuildable by
// replay); the two helper tables hold what that projection needs to remember of shipments.
const USER_STATS = `
CREATE TABLE user_stats (
  user_id uuid PRIMARY KEY,
  total_shipments_sent int NOT NULL DEFAULT 0,
  total_shipments_delivered int NOT NULL DEFAULT 0,
  total_countries_shipped_to int NOT NULL DEFAULT 0,
  total_countries_delivered_to int NOT NULL DEFAULT 0,
  total_earnings jsonb NOT NULL DEFAULT '{}',
  total_saved bigint NOT NULL DEFAULT 0,
  total_reviews_received int NOT NULL DEFAULT 0,
  rating_sum int NOT NULL DEFAULT 0,
  average_rating numeric(2,1),
  perfect_deliveries int NOT NULL DEFAULT 0,
  fast_deliveries int NOT NULL DEFAULT 0,
  consecutive_on_time_deliveries int NOT NULL DEFAULT 0,
  last_updated timestamptz
);

CREATE TABLE user_stats_shipments (
  shipment_id uuid PRIMARY KEY,
  sender_id uuid NOT NULL,
  to_country text NOT NULL,
  latest_delivery_date date,
  payment_amount bigint NOT NULL,
  currency text NOT NULL,
  picked_up_at timestamptz
);

CREATE TABLE user_stats_countries (
  user_id uuid NOT NULL,
  role text NOT NULL,
  country text NOT NULL,
  PRIMARY KEY (user_id, role, country)
);

CREATE TABLE user_achievements (
  id uuid PRIMARY KEY,             -- from user and badge: the same row id after a rebuild
  user_id uuid NOT NULL,
  badge_id text NOT NULL,
  unlocked_at timestamptz,
  progress int NOT NULL DEFAULT 0,
  max_progress int NOT NULL,
  is_completed boolean NOT NULL DEFAULT false,
  displayed boolean NOT NULL DEFAULT true,
  notified boolean NOT NULL DEFAULT false,
  UNIQUE (user_id, badge_id)
);
CREATE INDEX user_achievements_to_notify_idx ON user_achievements (user_id) WHERE is_completed AND NOT notified;
`;

// A client-chosen claim id names one shipment's claim for ever: claimed in the filing's
// transaction (decision private-figures-and-claimed-ids). Ids filed before are claimed by
// their first filing.
const CLAIM_IDS = `
CREATE TABLE claim_ids (
  claim_id uuid PRIMARY KEY,
  shipment_id uuid NOT NULL
);
INSERT INTO claim_ids (claim_id, shipment_id)
  SELECT DISTINCT ON ((data->>'claimId')::uuid) (data->>'claimId')::uuid, (data->>'shipmentId')::uuid
    FROM es_events WHERE type = 'marketplace.claim.filed'
   ORDER BY (data->>'claimId')::uuid, position;
`;

// The relay points a shipment may route through, as relay's events tell them (consumer
// marketplace-relay-points): a listing names only an active point in its own cities.
const RELAY_POINTS = /* sql */ `
CREATE TABLE relay_points (
  relay_point_id uuid PRIMARY KEY,
  city text NOT NULL,
  country text NOT NULL,
  active boolean NOT NULL
);
`;

// What a shipment has added to its traveler's earnings so far: a settled claim replaces the
// amount its delivery counted rather than adding to it. Shipments completed before count their
// escrow's amount.
const USER_STATS_EARNED = /* sql */ `
ALTER TABLE user_stats_shipments ADD COLUMN earned bigint NOT NULL DEFAULT 0;
UPDATE user_stats_shipments s SET earned = s.payment_amount
  WHERE EXISTS (SELECT 1 FROM es_events e
                 WHERE e.type = 'marketplace.shipment.completed' AND e.data->>'shipmentId' = s.shipment_id::text);
`;

// A package checked in at its origin relay point is handed over there, not directly
// (decision relay-handoff-codes): the shipment's row says so, for the actions it offers.
const AT_ORIGIN_RELAY = /* sql */ `
ALTER TABLE shipments ADD COLUMN at_origin_relay boolean NOT NULL DEFAULT false;
UPDATE shipments s SET at_origin_relay = true
 WHERE s.status IN ('pending', 'matched')
   AND EXISTS (SELECT 1 FROM es_events e
                WHERE e.type = 'marketplace.shipment.dropped_at_relay' AND e.data->>'shipmentId' = s.id::text);
`;

export const marketplaceMigrations: SqlMigration[] = [
  { name: '20261121100000_marketplace_read_models', sql: READ_MODELS_V1 },
  { name: '20261121110000_marketplace_verified_travelers', sql: VERIFIED_TRAVELERS },
  { name: '20261121120000_marketplace_browse_indexes', sql: BROWSE_INDEXES_V2 },
  { name: '20261122000000_marketplace_country_requests', sql: COUNTRY_REQUESTS },
  { name: '20261124010000_marketplace_reviews', sql: REVIEWS },
  { name: '20261124020000_marketplace_user_stats', sql: USER_STATS },
  { name: '20261124030000_marketplace_claims', sql: CLAIMS },
  {
    name: '20261124041500_marketplace_shipment_photos',
    sql: `ALTER TABLE shipments ADD COLUMN photos text[] NOT NULL DEFAULT '{}';`,
  },
  { name: '20261130020000_marketplace_claim_ids', sql: CLAIM_IDS },
  { name: '20261201200000_marketplace_relay_points', sql: RELAY_POINTS },
  { name: '20261201210000_marketplace_user_stats_earned', sql: USER_STATS_EARNED },
  { name: '20261201220000_marketplace_shipments_at_origin_relay', sql: AT_ORIGIN_RELAY },
  // Completing a trip counts its shipments still on the way (trip.handlers.ts).
  {
    name: '20261201230000_marketplace_shipments_trip_idx',
    sql: 'CREATE INDEX shipments_trip_idx ON shipments (trip_id) WHERE trip_id IS NOT NULL;',
  },
];
