import type { Projection, StoredEvent } from '@oneway/eventstore';
import type pg from 'pg';
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

/** The timeline entry an event adds, or null for an event that adds none. */
function stepOf(e: Stored) {
  const found = STEPS[e.type];
  if (!found) return null;
  // A closed claim puts the shipment back where it was; the timeline shows that status. A
  // settled claim completes it without saying the traveler was paid.
  const step =
    e.type === 'marketplace.shipment.dispute_closed'
      ? { ...found, status: e.data.resumedStatus }
      : e.type === 'marketplace.shipment.completed' && e.data.travelerEarned !== undefined
        ? { ...found, note: 'Completed; the claim was settled' }
        : found;
  const data = e.data as {
    shipmentId: string;
    location?: string | null;
    notes?: string | null;
    fromLocation?: string;
  };
  const location = data.location ?? (e.type === 'marketplace.shipment.created' ? (data.fromLocation ?? null) : null);
  return {
    id: e.id,
    shipment_id: data.shipmentId,
    status: step.status,
    location,
    notes: data.notes ?? step.note,
    updated_by: e.actorId,
    created_at: e.occurredAt,
    position: e.position,
  };
}

async function insertSteps(events: StoredEvent[], tx: pg.PoolClient): Promise<void> {
  const rows = events.flatMap((e) => stepOf(e as Stored) ?? []);
  if (!rows.length) return;
  await tx.query({
    // Named: prepared once per connection, not parsed again for every batch.
    name: 'marketplace_insert_tracking_steps',
    text: `INSERT INTO tracking (id, shipment_id, status, location, notes, updated_by, created_at, position)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, shipment_id uuid, status text, location text, notes text,
       updated_by uuid, created_at timestamptz, position bigint)
     ON CONFLICT (id) DO NOTHING`,
    values: [JSON.stringify(rows)],
  });
}

/** `tracking`: one entry per lifecycle step, keyed by event id (spec table tracking). */
export const trackingProjection: Projection = {
  name: 'marketplace.tracking',
  handles: Object.keys(STEPS),
  apply(event, tx) {
    return insertSteps([event], tx);
  },
  /** Every step of a batch in one statement. */
  applyBatch(events, tx) {
    return insertSteps(events, tx);
  },
  async reset(tx) {
    await tx.query('TRUNCATE tracking');
  },
};
