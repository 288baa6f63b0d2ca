import type { ShipmentDetails } from '@oneway/contracts';
import {
  applyInRuns,
  executeStatement,
  type InlineStatement,
  type Projection,
  type SessionStatement,
  type StoredEvent,
} from '@oneway/eventstore';
import pg from 'pg';
import { countryOf } from '../../domain/shared/location.js';
import type { ShipmentEvent } from '../../domain/shipment/shipment.state.js';

type Stored = StoredEvent & ShipmentEvent;

/** Columns the browse and match queries filter on, next to the whole listing as JSON. */
function listingColumns(d: ShipmentDetails) {
  return [
    d.fromLocation,
    d.toLocation,
    countryOf(d.fromLocation),
    countryOf(d.toLocation),
    d.weightKg,
    d.size,
    d.earliestPickupDate,
    d.latestDeliveryDate,
    d.paymentAmount,
    d.currency,
    JSON.stringify(d),
  ];
}

type Created = Extract<Stored, { type: 'marketplace.shipment.created' }>;

/** The row a created event lists (older events carry no details: only the route and price). */
function listedRow(e: Created) {
  const d = e.data;
  return {
    id: d.shipmentId,
    sender_id: d.senderId,
    tracking_number: d.trackingNumber,
    from_location: d.details?.fromLocation ?? d.fromLocation,
    to_location: d.details?.toLocation ?? d.toLocation,
    from_country: countryOf(d.details?.fromLocation ?? d.fromLocation),
    to_country: countryOf(d.details?.toLocation ?? d.toLocation),
    weight_kg: d.details?.weightKg ?? null,
    size: d.details?.size ?? null,
    earliest_pickup_date: d.details?.earliestPickupDate ?? null,
    latest_delivery_date: d.details?.latestDeliveryDate ?? null,
    payment_amount: d.details?.paymentAmount ?? d.paymentAmount,
    currency: d.details?.currency ?? d.currency,
    details: d.details ?? null,
    created_at: e.occurredAt,
    version: e.streamVersion,
  };
}

const INSERT_LISTED_SQL = (rows: string) =>
  `INSERT INTO shipments (id, sender_id, tracking_number, status, from_location, to_location, from_country, to_country, weight_kg, size,
       earliest_pickup_date, latest_delivery_date, payment_amount, currency, details, created_at, updated_at, version)
     SELECT r.id, r.sender_id, r.tracking_number, 'pending', r.from_location, r.to_location, r.from_country, r.to_country, r.weight_kg,
            r.size, r.earliest_pickup_date, r.latest_delivery_date, r.payment_amount, r.currency, r.details, r.created_at, r.created_at, r.version
       FROM jsonb_to_recordset(${rows}) AS r(id uuid, sender_id uuid, tracking_number text, from_location text, to_location text,
            from_country text, to_country text, weight_kg numeric, size text, earliest_pickup_date date, latest_delivery_date date,
            payment_amount bigint, currency text, details jsonb, created_at timestamptz, version int)
     ON CONFLICT (id) DO NOTHING`;

/** New pending listings, any number in one statement (one already there is left alone). */
async function insertListed(tx: pg.PoolClient, events: StoredEvent[]): Promise<void> {
  await tx.query({
    name: 'marketplace_insert_listed_rows',
    text: INSERT_LISTED_SQL('$1::jsonb'),
    values: [JSON.stringify(events.map((e) => listedRow(e as Created)))],
  });
}

const INSERT_LISTED: SessionStatement = {
  name: 'marketplace_commit_insert_listed',
  prepare: `PREPARE marketplace_commit_insert_listed(jsonb) AS ${INSERT_LISTED_SQL('$1')}`,
};

/**
 * `insertListed` for a one-trip commit (`CommandUnit.atCommit`): the created events' rows as a
 * statement that rides with COMMIT. The row needs no position, so events not yet stored will do.
 */
export function insertListedStatement(events: StoredEvent[]): InlineStatement {
  const rows = events.filter((e) => e.type === 'marketplace.shipment.created').map((e) => listedRow(e as Created));
  return executeStatement(INSERT_LISTED, pg.escapeLiteral(JSON.stringify(rows)));
}

/** `shipments`: one row per shipment, its current status, parties and listing. */
export const shipmentsProjection: Projection = {
  name: 'marketplace.shipments',
  handles: [
    'marketplace.shipment.created',
    'marketplace.shipment.updated',
    'marketplace.shipment.escrow_held',
    'marketplace.shipment.escrow_refunded',
    'marketplace.shipment.matched',
    'marketplace.shipment.traveler_cancelled',
    'marketplace.shipment.picked_up',
    'marketplace.shipment.dropped_at_relay',
    'marketplace.shipment.departed',
    'marketplace.shipment.arrived',
    'marketplace.shipment.delivered',
    'marketplace.shipment.completed',
    'marketplace.shipment.cancelled',
    'marketplace.shipment.disputed',
    'marketplace.shipment.dispute_closed',
    'marketplace.shipment.photos_attached',
  ],
  applyBatch(events, tx) {
    return applyInRuns(
      events,
      (e) => e.type === 'marketplace.shipment.created',
      (run) => insertListed(tx, run),
      (e) => this.apply(e, tx),
    );
  },
  async apply(event, tx) {
    const e = event as Stored;
    const at = e.occurredAt;
    const v = e.streamVersion;
    const set = (sql: string, params: unknown[]) =>
      tx.query(`UPDATE shipments SET ${sql}, updated_at = $2, version = $3 WHERE id = $1 AND version < $3`, [
        e.data.shipmentId,
        at,
        v,
        ...params,
      ]);
    switch (e.type) {
      case 'marketplace.shipment.created':
        return insertListed(tx, [e]);
      case 'marketplace.shipment.updated': {
        const c = listingColumns(e.data.details);
        await set(
          `from_location = $4, to_location = $5, from_country = $6, to_country = $7, weight_kg = $8, size = $9, earliest_pickup_date = $10,
           latest_delivery_date = $11, payment_amount = $12, currency = $13, details = $14`,
          c,
        );
        return;
      }
      case 'marketplace.shipment.photos_attached':
        await set(`photos = photos || $4::text[]`, [e.data.photoIds]);
        return;
      case 'marketplace.shipment.escrow_held':
        // The listing shows the price the escrow holds (see the shipment's state).
        await set(
          `escrow_status = 'held', payment_id = $4, payment_amount = $5, currency = $6,
           details = details || jsonb_build_object('paymentAmount', $5::bigint, 'currency', $6::text)`,
          [e.data.paymentId, e.data.amount, e.data.currency],
        );
        return;
      case 'marketplace.shipment.escrow_refunded':
        await set(`escrow_status = 'refunded', payment_id = $4`, [e.data.paymentId]);
        return;
      case 'marketplace.shipment.matched':
        await set(`status = 'matched', traveler_id = $4, trip_id = $5`, [e.data.travelerId, e.data.tripId]);
        return;
      case 'marketplace.shipment.traveler_cancelled':
        await set(`status = 'pending', traveler_id = NULL, trip_id = NULL`, []);
        return;
      case 'marketplace.shipment.picked_up':
        await set(`status = 'picked_up', at_origin_relay = false`, []);
        return;
      case 'marketplace.shipment.dropped_at_relay':
        await set(`at_origin_relay = true`, []);
        return;
      case 'marketplace.shipment.departed':
        await set(`status = 'in_transit'`, []);
        return;
      case 'marketplace.shipment.arrived':
        await set(`status = 'arrived'`, []);
        return;
      case 'marketplace.shipment.delivered':
        await set(`status = 'delivered'`, []);
        return;
      case 'marketplace.shipment.completed':
        await set(`status = 'completed', escrow_status = 'released'`, []);
        return;
      case 'marketplace.shipment.cancelled':
        await set(`status = 'cancelled'`, []);
        return;
      case 'marketplace.shipment.disputed':
        await set(`status = 'disputed', escrow_status = 'frozen'`, []);
        return;
      case 'marketplace.shipment.dispute_closed':
        await set(`status = $4, escrow_status = 'held'`, [e.data.resumedStatus]);
        return;
      default:
        return;
    }
  },
  async reset(tx: pg.PoolClient) {
    await tx.query('TRUNCATE shipments');
  },
};
