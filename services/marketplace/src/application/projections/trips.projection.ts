import type { TripDetails } from '@oneway/contracts';
import type { Projection, StoredEvent } from '@oneway/eventstore';
import type { TripEvent } from '../../domain/trip/trip.state.js';

type Stored = StoredEvent & TripEvent;

const planColumns = (d: TripDetails) => [
  d.fromLocation,
  d.toLocation,
  d.departureDate,
  d.arrivalDate,
  d.availableSpaceKg,
  JSON.stringify(d),
];

/** `trips`: one row per trip with its status and the space still free. */
export const tripsProjection: Projection = {
  name: 'marketplace.trips',
  handles: [
    'marketplace.trip.created',
    'marketplace.trip.updated',
    'marketplace.trip.approved',
    'marketplace.trip.rejected',
    'marketplace.trip.cancelled',
    'marketplace.trip.completed',
    'marketplace.trip.space_reserved',
    'marketplace.trip.space_released',
  ],
  async apply(event, tx) {
    const e = event as Stored;
    const set = (sql: string, params: unknown[]) =>
      tx.query(`UPDATE trips SET ${sql}, updated_at = $2, version = $3 WHERE id = $1 AND version < $3`, [
        e.data.tripId,
        e.occurredAt,
        e.streamVersion,
        ...params,
      ]);
    switch (e.type) {
      case 'marketplace.trip.created':
        await tx.query(
          `INSERT INTO trips (id, traveler_id, status, from_location, to_location, departure_date, arrival_date, available_space_kg, details, created_at, updated_at, version)
           VALUES ($1, $2, 'pending_verification', $3, $4, $5, $6, $7, $8, $9, $9, $10) ON CONFLICT (id) DO NOTHING`,
          [e.data.tripId, e.data.travelerId, ...planColumns(e.data.details), e.occurredAt, e.streamVersion],
        );
        return;
      case 'marketplace.trip.updated':
        await set(
          `from_location = $4, to_location = $5, departure_date = $6, arrival_date = $7, available_space_kg = $8, details = $9,
           status = CASE WHEN $10 THEN 'pending_verification' ELSE status END`,
          [...planColumns(e.data.details), e.data.reverificationRequired],
        );
        return;
      case 'marketplace.trip.approved':
        await set(`status = 'active', admin_notes = $4`, [e.data.adminNotes]);
        return;
      case 'marketplace.trip.rejected':
        await set(`status = 'rejected', admin_notes = $4`, [e.data.adminNotes]);
        return;
      case 'marketplace.trip.cancelled':
        await set(`status = 'cancelled'`, []);
        return;
      case 'marketplace.trip.completed':
        await set(`status = 'completed'`, []);
        return;
      case 'marketplace.trip.space_reserved':
        await set(`reserved_kg = reserved_kg + $4`, [e.data.weightKg]);
        return;
      case 'marketplace.trip.space_released':
        await set(`reserved_kg = GREATEST(reserved_kg - $4, 0)`, [e.data.weightKg]);
        return;
      default:
        return;
    }
  },
  async reset(tx) {
    await tx.query('TRUNCATE trips');
  },
};
