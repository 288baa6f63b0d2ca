import type { Projection, StoredEvent } from '@oneway/eventstore';
import type { ShipmentEvent } from '../../domain/shipment/shipment.state.js';

type Stored = StoredEvent & ShipmentEvent;

/** `shipment_interests`: every interest with its current status (versions are the shipment stream's). */
export const shipmentInterestsProjection: Projection = {
  name: 'marketplace.shipment_interests',
  handles: [
    'marketplace.shipment_interest.expressed',
    'marketplace.shipment_interest.withdrawn',
    'marketplace.shipment_interest.rejected',
    'marketplace.shipment_interest.accepted',
    'marketplace.shipment.traveler_cancelled',
  ],
  async apply(event, tx) {
    const e = event as Stored;
    const set = (interestId: string, status: string, reason: string | null) =>
      tx.query(
        `UPDATE shipment_interests SET status = $2, rejection_reason = $3, updated_at = $4, version = $5 WHERE id = $1 AND version < $5`,
        [interestId, status, reason, e.occurredAt, e.streamVersion],
      );
    switch (e.type) {
      case 'marketplace.shipment_interest.expressed': {
        const d = e.data;
        await tx.query(
          `INSERT INTO shipment_interests (id, shipment_id, traveler_id, sender_id, trip_id, message, status, created_at, updated_at, version)
           VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $7, $8) ON CONFLICT (id) DO NOTHING`,
          [d.interestId, d.shipmentId, d.travelerId, d.senderId, d.tripId, d.message, e.occurredAt, e.streamVersion],
        );
        return;
      }
      case 'marketplace.shipment_interest.withdrawn':
        await set(e.data.interestId, 'withdrawn', null);
        return;
      case 'marketplace.shipment_interest.rejected':
        await set(e.data.interestId, 'rejected', e.data.reason);
        return;
      case 'marketplace.shipment_interest.accepted':
        await set(e.data.interestId, 'accepted', null);
        return;
      case 'marketplace.shipment.traveler_cancelled':
        // The matched traveler gave the shipment up: their accepted interest ends as withdrawn.
        await set(e.data.interestId, 'withdrawn', null);
        return;
      default:
        return;
    }
  },
  async reset(tx) {
    await tx.query('TRUNCATE shipment_interests');
  },
};
