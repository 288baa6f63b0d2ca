import type { SqlMigration } from '@oneway/eventstore';

// Read models (spec §3 relay_points, package_storage, package_storage_history) fed by the
// projections, plus what the relay knows of other contexts (shipments, people's names) fed
// by consumers. Rows carry `version` = the stream version last applied, so a replayed or
// late event never moves a row backwards.

const READ_MODELS_V1 = `
CREATE TABLE relay_points (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL,
  city text NOT NULL,
  country text NOT NULL,
  zip_code text,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  contact_name text NOT NULL,
  contact_phone text NOT NULL,
  operating_hours text NOT NULL,
  notes text,
  capacity int NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_by uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL
);
CREATE INDEX relay_points_public_idx ON relay_points (country, city, name) WHERE is_active;

CREATE TABLE relay_staff (
  relay_point_id uuid NOT NULL,
  user_id uuid NOT NULL,
  assigned_at timestamptz NOT NULL,
  PRIMARY KEY (relay_point_id, user_id)
);
CREATE INDEX relay_staff_user_idx ON relay_staff (user_id);

CREATE TABLE package_storage (
  id uuid PRIMARY KEY,
  shipment_id uuid NOT NULL,
  relay_point_id uuid NOT NULL,
  leg text NOT NULL,
  tracking_number text NOT NULL,
  status text NOT NULL,
  condition text NOT NULL,
  condition_notes text,
  photos text[] NOT NULL DEFAULT '{}',
  stored_by uuid NOT NULL,
  stored_at timestamptz NOT NULL,
  picked_up_by uuid,
  picked_up_at timestamptz,
  expected_pickup_date date,
  storage_notes text,
  handoff_instructions text,
  emergency_contact text,
  estimated_storage_days int NOT NULL DEFAULT 7,
  sender_id uuid NOT NULL,
  traveler_id uuid,
  near_limit_at timestamptz,
  expired_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL,
  UNIQUE (shipment_id, leg)
);
-- The dashboard: one point's stored packages, newest first, and search by tracking number.
CREATE INDEX package_storage_inventory_idx ON package_storage (relay_point_id, status, stored_at DESC, id);
CREATE INDEX package_storage_tracking_idx ON package_storage (relay_point_id, tracking_number text_pattern_ops);
-- The expiry sweep only looks at stored packages.
CREATE INDEX package_storage_sweep_idx ON package_storage (stored_at) WHERE status = 'stored';

CREATE TABLE package_storage_history (
  id uuid PRIMARY KEY,
  package_storage_id uuid NOT NULL,
  action text NOT NULL,
  performed_by uuid,
  previous_status text,
  new_status text NOT NULL,
  notes text,
  photos text[] NOT NULL DEFAULT '{}',
  "timestamp" timestamptz NOT NULL,
  position bigint NOT NULL
);
CREATE INDEX package_storage_history_pkg_idx ON package_storage_history (package_storage_id, position);

CREATE TABLE relay_shipments (
  shipment_id uuid PRIMARY KEY,
  tracking_number text NOT NULL UNIQUE,
  sender_id uuid NOT NULL,
  traveler_id uuid,
  status text NOT NULL,
  origin_relay_point_id uuid,
  destination_relay_point_id uuid,
  receiver_name text,
  version int NOT NULL
);

CREATE TABLE relay_people (
  user_id uuid PRIMARY KEY,
  full_name text NOT NULL
);
`;

// The dashboard's status summary counts a point's stored packages by age and pickup date:
// an index-only scan of this one instead of a visit to every row.
const SUMMARY_INDEX = `
CREATE INDEX package_storage_summary_idx ON package_storage (relay_point_id, stored_at) INCLUDE (expected_pickup_date)
  WHERE status = 'stored';
`;

// The status summary read every 45k rows of a busy point on every dashboard page (the p99 of
// 300 ms in bench/relay). Stored packages are now also counted per point, UTC hour of
// check-in and expected pickup date, kept exact by statement triggers on package_storage (in
// the projection's own transaction, whoever writes the rows), so the summary adds up a few
// hundred bucket rows plus the packages of the two hours that straddle its day boundaries.
const INVENTORY_BUCKETS = `
CREATE TABLE package_storage_buckets (
  relay_point_id uuid NOT NULL,
  stored_hour timestamp NOT NULL,
  pickup date NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (relay_point_id, stored_hour, pickup)
);

CREATE FUNCTION package_storage_buckets_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO package_storage_buckets AS b (relay_point_id, stored_hour, pickup, n)
    SELECT relay_point_id, date_trunc('hour', stored_at AT TIME ZONE 'UTC'), COALESCE(expected_pickup_date, 'infinity'), -count(*)
    FROM old_rows WHERE status = 'stored' GROUP BY 1, 2, 3
    ON CONFLICT (relay_point_id, stored_hour, pickup) DO UPDATE SET n = b.n + EXCLUDED.n;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO package_storage_buckets AS b (relay_point_id, stored_hour, pickup, n)
    SELECT relay_point_id, date_trunc('hour', stored_at AT TIME ZONE 'UTC'), COALESCE(expected_pickup_date, 'infinity'), count(*)
    FROM new_rows WHERE status = 'stored' GROUP BY 1, 2, 3
    ON CONFLICT (relay_point_id, stored_hour, pickup) DO UPDATE SET n = b.n + EXCLUDED.n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM package_storage_buckets b USING old_rows o
    WHERE b.n = 0 AND b.relay_point_id = o.relay_point_id
      AND b.stored_hour = date_trunc('hour', o.stored_at AT TIME ZONE 'UTC')
      AND b.pickup = COALESCE(o.expected_pickup_date, 'infinity');
  END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER package_storage_buckets_ins AFTER INSERT ON package_storage
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION package_storage_buckets_apply();
CREATE TRIGGER package_storage_buckets_upd AFTER UPDATE ON package_storage
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION package_storage_buckets_apply();
CREATE TRIGGER package_storage_buckets_del AFTER DELETE ON package_storage
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION package_storage_buckets_apply();

INSERT INTO package_storage_buckets (relay_point_id, stored_hour, pickup, n)
SELECT relay_point_id, date_trunc('hour', stored_at AT TIME ZONE 'UTC'), COALESCE(expected_pickup_date, 'infinity'), count(*)
FROM package_storage WHERE status = 'stored' GROUP BY 1, 2, 3;
`;

// System settings the relay owns (decision relay-storage-settings): the storage limits, one
// row per key, seeded with the spec's defaults. Admins change them at /admin/settings.
const SETTINGS = `
CREATE TABLE relay_settings (
  key text PRIMARY KEY,
  value int NOT NULL CHECK (value > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid
);
INSERT INTO relay_settings (key, value) VALUES
  ('storage_near_limit_days', 10), ('storage_expired_days', 14), ('storage_default_estimated_days', 7);
`;

export const relayMigrations: SqlMigration[] = [
  { name: '20261123220000_relay_read_models', sql: READ_MODELS_V1 },
  { name: '20261123233000_relay_summary_index', sql: SUMMARY_INDEX },
  { name: '20261124011500_relay_inventory_buckets', sql: INVENTORY_BUCKETS },
  { name: '20261124050000_relay_settings', sql: SETTINGS },
];
