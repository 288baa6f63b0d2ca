import { type TripDetails, type TripStatus, type TripView, tripErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import { todayOf } from '../../domain/shared/calendar-date.js';
import { allowedTripActions } from '../../domain/trip/trip-actions.js';
import { tripRules } from '../../domain/trip/trip-rules.js';
import { pagedQuery } from './paged-query.js';
import type { Page } from './shipment-rows.js';
import { SqlFilter } from './sql-filter.js';

export interface TripRow {
  id: string;
  traveler_id: string;
  status: TripStatus;
  available_space_kg: string;
  reserved_kg: string;
  details: TripDetails;
  admin_notes: string | null;
  created_at: Date;
  updated_at: Date;
}

export const TRIP_COLUMNS =
  'id, traveler_id, status, available_space_kg, reserved_kg, details, admin_notes, created_at, updated_at';

export type TripPublicView = Omit<TripView, 'notes' | 'itineraryUrl' | 'adminNotes' | 'updatedAt' | 'allowedActions'>;

export function toTripPublicView(r: TripRow): TripPublicView {
  const d = r.details;
  return {
    id: r.id,
    travelerId: r.traveler_id,
    status: r.status,
    fromLocation: d.fromLocation,
    fromAirport: d.fromAirport,
    toLocation: d.toLocation,
    toAirport: d.toAirport,
    departureDate: d.departureDate,
    arrivalDate: d.arrivalDate,
    availableSpaceKg: Number(r.available_space_kg),
    remainingSpaceKg: Math.round((Number(r.available_space_kg) - Number(r.reserved_kg)) * 1000) / 1000,
    airlineName: d.airlineName,
    packageConstraints: d.packageConstraints,
    createdAt: r.created_at.toISOString(),
  };
}

/** The whole trip as its traveler or staff see it, with what the viewer may do next. */
export function toTripView(r: TripRow, viewerId: string): TripView {
  return {
    ...toTripPublicView(r),
    notes: r.details.notes,
    itineraryUrl: r.details.itineraryUrl,
    adminNotes: r.admin_notes,
    updatedAt: r.updated_at.toISOString(),
    allowedActions: allowedTripActions(
      {
        status: r.status,
        travelerId: r.traveler_id,
        reservedKg: Number(r.reserved_kg),
        departed: tripRules.departed(todayOf(new Date()), r.details.departureDate),
      },
      viewerId,
    ),
  };
}

export async function findTripRow(db: Queryable, tripId: string): Promise<TripRow | null> {
  const { rows } = await db.query<TripRow>(`SELECT ${TRIP_COLUMNS} FROM trips WHERE id = $1`, [tripId]);
  return rows[0] ?? null;
}

/** The traveler and staff see the whole trip; others only an active trip's public view. */
export async function tripFor(
  db: Queryable,
  tripId: string,
  userId: string,
  staff: boolean,
): Promise<TripView | TripPublicView> {
  const row = await findTripRow(db, tripId);
  if (row && (row.traveler_id === userId || staff)) return toTripView(row, userId);
  if (row && row.status === 'active') return toTripPublicView(row);
  throw tripErrors.notFound();
}

export async function ownTrip(db: Queryable, tripId: string, userId: string, staff = false): Promise<TripView> {
  const row = await findTripRow(db, tripId);
  if (!row || (row.traveler_id !== userId && !staff)) throw tripErrors.notFound();
  return toTripView(row, userId);
}

export async function listTrips(
  db: Queryable,
  filter: {
    travelerId?: string;
    notTravelerId?: string;
    statuses?: TripStatus[];
    fromLocation?: string;
    toLocation?: string;
    departFrom?: string;
  },
  page: { page: number; pageSize: number },
  order: 'departure' | 'recent' | 'oldest' = 'departure',
): Promise<Page<TripRow>> {
  const where = new SqlFilter();
  if (filter.travelerId) where.where('traveler_id = %s', filter.travelerId);
  if (filter.notTravelerId) where.where('traveler_id <> %s', filter.notTravelerId);
  if (filter.statuses?.length) where.where('status = ANY(%s::text[])', filter.statuses);
  if (filter.fromLocation) where.where('from_location = %s', filter.fromLocation);
  if (filter.toLocation) where.where('to_location = %s', filter.toLocation);
  if (filter.departFrom) where.where('departure_date >= %s::date', filter.departFrom);
  const orderBy =
    order === 'departure' ? 'departure_date, id' : order === 'recent' ? 'created_at DESC, id' : 'created_at, id';
  return pagedQuery<TripRow>(db, { columns: TRIP_COLUMNS, table: 'trips', filter: where, orderBy, ...page });
}
