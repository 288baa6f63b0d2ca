import { type ShipmentStatus, shipmentErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import { findShipmentRow } from './shipment-rows.js';

interface TrackingRow {
  status: string;
  location: string | null;
  notes: string | null;
  updated_by: string | null;
  created_at: Date;
}

async function entries(db: Queryable, shipmentId: string): Promise<TrackingRow[]> {
  const { rows } = await db.query<TrackingRow>(
    'SELECT status, location, notes, updated_by, created_at FROM tracking WHERE shipment_id = $1 ORDER BY position',
    [shipmentId],
  );
  return rows;
}

/** The full timeline for the sender and the matched traveler. */
export async function shipmentTracking(db: Queryable, shipmentId: string, userId: string) {
  const s = await findShipmentRow(db, shipmentId);
  if (!s || (s.sender_id !== userId && s.traveler_id !== userId)) throw shipmentErrors.notFound();
  return {
    trackingNumber: s.tracking_number,
    status: s.status,
    entries: (await entries(db, shipmentId)).map((e) => ({
      status: e.status,
      location: e.location,
      notes: e.notes,
      updatedBy: e.updated_by,
      createdAt: e.created_at.toISOString(),
    })),
  };
}

/** /track: status, city and time only; no names, phones, addresses, notes or user ids. */
export async function publicTracking(db: Queryable, trackingNumber: string) {
  const { rows } = await db.query<{
    id: string;
    tracking_number: string;
    status: ShipmentStatus;
    from_location: string;
    to_location: string;
  }>('SELECT id, tracking_number, status, from_location, to_location FROM shipments WHERE tracking_number = $1', [
    trackingNumber.trim().toUpperCase(),
  ]);
  const s = rows[0];
  if (!s) throw shipmentErrors.trackingNotFound();
  return {
    trackingNumber: s.tracking_number,
    status: s.status,
    fromLocation: s.from_location,
    toLocation: s.to_location,
    entries: (await entries(db, s.id)).map((e) => ({
      status: e.status,
      location: e.location,
      createdAt: e.created_at.toISOString(),
    })),
  };
}
