import type { ShipmentDetails } from '@oneway/contracts';
import type { Projection, StoredEvent } from '@oneway/eventstore';
import type pg from 'pg';
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
    'marketplace.shipment.departed',
    'marketplace.shipment.arrived',
    'marketplace.shipment.delivered',
    'marketplace.shipment.completed',
    'marketplace.shipment.cancelled',
    'marketplace.shipment.disputed',
    'marketplace.shipment.dispute_closed',
    'marketplace.shipment.photos_attached',
  ],
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
      case 'marketplace.shipment.created': {
        const d = e.data;
        const cols = d.details
          ? listingColumns(d.details)
          : [
              d.fromLocation,
              d.toLocation,
              countryOf(d.fromLocation),
              countryOf(d.toLocation),
              null,
              null,
              null,
              null,
              d.paymentAmount,
              d.currency,
              null,
            ];
        await tx.query(
          `INSERT INTO shipments (id, sender_id, tracking_number, status, from_location, to_location, from_country, to_country, weight_kg, size,
             earliest_pickup_date, latest_delivery_date, payment_amount, currency, details, created_at, updated_at, version)
           VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16)
           ON CONFLICT (id) DO NOTHING`,
          [d.shipmentId, d.senderId, d.trackingNumber, ...cols, at, v],
        );
        return;
      }
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
        await set(`escrow_status = 'held', payment_id = $4`, [e.data.paymentId]);
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
        await set(`status = 'picked_up'`, []);
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
