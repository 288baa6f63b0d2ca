import { type Actor, shipmentErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';

/**
 * A shipment's stays at relay points for its sender or traveler: condition, notes and the
 * staff's intake photos. Anyone else (or a shipment the relay has not heard of) is "Shipment
 * not found", as the shipment itself is.
 */
export async function shipmentStorage(db: Queryable, actor: Actor, shipmentId: string) {
  const party = await db.query(
    'SELECT 1 FROM relay_shipments WHERE shipment_id = $1 AND (sender_id = $2 OR traveler_id = $2)',
    [shipmentId, actor.userId],
  );
  if (!party.rowCount) throw shipmentErrors.notFound();
  const { rows } = await db.query<{
    id: string;
    leg: 'origin' | 'destination';
    relay_point_name: string;
    status: 'stored' | 'released' | 'returned';
    condition: 'good' | 'fair' | 'damaged';
    condition_notes: string | null;
    photos: string[];
    stored_at: Date;
  }>(
    `SELECT ps.id, ps.leg, rp.name AS relay_point_name, ps.status, ps.condition, ps.condition_notes, ps.photos, ps.stored_at
     FROM package_storage ps
     JOIN relay_points rp ON rp.id = ps.relay_point_id
     LEFT JOIN relay_shipments rs ON rs.shipment_id = ps.shipment_id
     WHERE ps.shipment_id = $1 AND (ps.sender_id = $2 OR COALESCE(rs.traveler_id, ps.traveler_id) = $2)
     ORDER BY ps.stored_at`,
    [shipmentId, actor.userId],
  );
  return {
    items: rows.map((r) => ({
      packageId: r.id,
      leg: r.leg,
      relayPointName: r.relay_point_name,
      status: r.status,
      condition: r.condition,
      conditionNotes: r.condition_notes,
      photos: r.photos,
      storedAt: r.stored_at.toISOString(),
    })),
  };
}
