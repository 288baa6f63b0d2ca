import type { Projection, StoredEvent } from '@oneway/eventstore';
import type { RelayPointEvent } from '../../domain/relay-point/relay-point.decider.js';

type Stored = StoredEvent & RelayPointEvent;

const DETAIL_COLUMNS = `name, address, city, country, zip_code, latitude, longitude, contact_name, contact_phone, operating_hours, notes, capacity`;

function detailValues(d: Extract<RelayPointEvent, { type: 'relay.point.created' }>['data']['details']) {
  return [
    d.name,
    d.address,
    d.city,
    d.country,
    d.zipCode,
    d.latitude,
    d.longitude,
    d.contactName,
    d.contactPhone,
    d.operatingHours,
    d.notes,
    d.capacity,
  ];
}

/** `relay_points` and `relay_staff` (spec §3): the points with their current details, flag and staff. */
export const relayPointsProjection: Projection = {
  name: 'relay.points',
  handles: [
    'relay.point.created',
    'relay.point.updated',
    'relay.point.deactivated',
    'relay.point.reactivated',
    'relay.point.staff_assigned',
    'relay.point.staff_unassigned',
  ],
  async apply(event, tx) {
    const e = event as Stored;
    switch (e.type) {
      case 'relay.point.created':
        await tx.query(
          `INSERT INTO relay_points (id, ${DETAIL_COLUMNS}, is_active, created_by, created_at, updated_at, version)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, true, $14, $15, $15, $16) ON CONFLICT (id) DO NOTHING`,
          [e.data.relayPointId, ...detailValues(e.data.details), e.actorId, e.occurredAt, e.streamVersion],
        );
        return;
      case 'relay.point.updated':
        await tx.query(
          `UPDATE relay_points SET (${DETAIL_COLUMNS}) = ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13),
             updated_at = $14, version = $15 WHERE id = $1 AND version < $15`,
          [e.data.relayPointId, ...detailValues(e.data.details), e.occurredAt, e.streamVersion],
        );
        return;
      case 'relay.point.deactivated':
      case 'relay.point.reactivated':
        await tx.query(
          `UPDATE relay_points SET is_active = $2, updated_at = $3, version = $4 WHERE id = $1 AND version < $4`,
          [e.data.relayPointId, e.type === 'relay.point.reactivated', e.occurredAt, e.streamVersion],
        );
        return;
      case 'relay.point.staff_assigned':
        await tx.query(
          `INSERT INTO relay_staff (relay_point_id, user_id, assigned_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          [e.data.relayPointId, e.data.userId, e.occurredAt],
        );
        return;
      case 'relay.point.staff_unassigned':
        await tx.query(`DELETE FROM relay_staff WHERE relay_point_id = $1 AND user_id = $2 AND assigned_at <= $3`, [
          e.data.relayPointId,
          e.data.userId,
          e.occurredAt,
        ]);
        return;
      default:
        return;
    }
  },
  async reset(tx) {
    await tx.query('TRUNCATE relay_points, relay_staff');
  },
};
