import type { Projection, StoredEvent } from '@oneway/eventstore';
import type { ShipmentEvent } from '../../domain/shipment/shipment.state.js';

type Stored = StoredEvent & ShipmentEvent;

/** The status each lifecycle event puts on the timeline, and what it says when nobody wrote a note. */
const STEPS: Partial<Record<ShipmentEvent['type'], { status: string; note: string }>> = {
  'marketplace.shipment.created': { status: 'pending', note: 'Package listed' },
  'marketplace.shipment.matched': { status: 'matched', note: 'Connected with a traveler' },
  'marketplace.shipment.traveler_cancelled': {
    status: 'pending',
    note: 'The traveler withdrew; the package is listed again',
  },
  'marketplace.shipment.picked_up': { status: 'picked_up', note: 'Package received by the traveler' },
  'marketplace.shipment.dropped_at_relay': { status: 'dropped_off', note: 'Dropped off at the relay point' },
  'marketplace.shipment.departed': { status: 'in_transit', note: 'In transit with the traveler' },
  'marketplace.shipment.arrived': { status: 'arrived', note: 'Arrived at the destination' },
  'marketplace.shipment.delivered': { status: 'delivered', note: 'Delivered to the recipient' },
  'marketplace.shipment.completed': { status: 'completed', note: 'Completed; payment released to the traveler' },
  'marketplace.shipment.cancelled': { status: 'cancelled', note: 'Shipment cancelled' },
  'marketplace.shipment.disputed': { status: 'disputed', note: 'A claim is open' },
  'marketplace.shipment.dispute_closed': { status: 'resumed', note: 'The claim was closed' },
};

/** `tracking`: one entry per lifecycle step, keyed by event id (spec table tracking). */
export const trackingProjection: Projection = {
  name: 'marketplace.tracking',
  handles: Object.keys(STEPS),
  async apply(event, tx) {
    const e = event as Stored;
    const found = STEPS[e.type];
    if (!found) return;
    // A closed claim puts the shipment back where it was; the timeline shows that status.
    const step = e.type === 'marketplace.shipment.dispute_closed' ? { ...found, status: e.data.resumedStatus } : found;
    const data = e.data as {
      shipmentId: string;
      location?: string | null;
      notes?: string | null;
      fromLocation?: string;
      details?: { originRelayPointId: string | null };
    };
    const location = data.location ?? (e.type === 'marketplace.shipment.created' ? (data.fromLocation ?? null) : null);
    await tx.query(
      `INSERT INTO tracking (id, shipment_id, status, location, notes, updated_by, created_at, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [e.id, data.shipmentId, step.status, location, data.notes ?? step.note, e.actorId, e.occurredAt, e.position],
    );
  },
  async reset(tx) {
    await tx.query('TRUNCATE tracking');
  },
};
