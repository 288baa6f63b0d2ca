import {
  CONTENT_TYPES,
  type ShipmentListingView,
  type ShipmentSize,
  shipmentErrors,
  tripErrors,
} from '@oneway/contracts';
import { incompatibilities } from '../../domain/matching/compatibility.js';
import type { MarketplaceDeps } from '../marketplace-deps.js';
import { pagedQuery } from './paged-query.js';
import { type Page, SHIPMENT_COLUMNS, type ShipmentRow, toListingView, findShipmentRow } from './shipment-rows.js';
import { SqlFilter } from './sql-filter.js';
import { findTripRow, TRIP_COLUMNS, type TripPublicView, type TripRow, toTripPublicView } from './trip-views.query.js';

// The compatibility rule (domain/matching/compatibility.ts) as SQL over the read models, so
// both directions filter and paginate in the database. The two must say the same thing; the
// e2e test checks them against each other.

/** Pending shipments of other senders that my trip could carry. */
export async function compatibleShipments(
  deps: MarketplaceDeps,
  userId: string,
  q: { tripId: string; size?: ShipmentSize; page: number; pageSize: number },
): Promise<Page<ShipmentListingView>> {
  const trip = await findTripRow(deps.pool, q.tripId);
  if (!trip || trip.traveler_id !== userId) throw tripErrors.notFound();
  const d = trip.details;
  const c = d.packageConstraints;
  const remaining = Number(trip.available_space_kg) - Number(trip.reserved_kg);
  const filter = new SqlFilter()
    .where("status = 'pending'")
    .where('sender_id <> %s', userId)
    .where('from_location = %s', d.fromLocation)
    .where('to_location = %s', d.toLocation)
    .where('earliest_pickup_date <= %s::date', d.departureDate)
    .where('latest_delivery_date >= %s::date', d.arrivalDate)
    .where('weight_kg <= %s', remaining);
  if (c.weightLimitKg !== null) filter.where('weight_kg <= %s', c.weightLimitKg);
  const refused = CONTENT_TYPES.filter((k) => !c[k]);
  if (refused.length) filter.where("NOT (details->'contentTypes' ?| %s::text[])", refused);
  if (c.valueLimit) {
    filter
      .where("details->'declaredValue'->>'currency' = %s", c.valueLimit.currency)
      .where("(details->'declaredValue'->>'amount')::bigint <= %s", c.valueLimit.amount);
  }
  if (q.size) filter.where('size = %s', q.size);
  const page = await pagedQuery<ShipmentRow>(deps.pool, {
    columns: SHIPMENT_COLUMNS,
    table: 'shipments',
    filter,
    orderBy: 'earliest_pickup_date, created_at DESC, id',
    page: q.page,
    pageSize: q.pageSize,
  });
  return { ...page, items: page.items.map(toListingView) };
}

/** Active trips of other travelers that fit my shipment. */
export async function compatibleTrips(
  deps: MarketplaceDeps,
  userId: string,
  q: { shipmentId: string; page: number; pageSize: number },
): Promise<Page<TripPublicView>> {
  const shipment = await findShipmentRow(deps.pool, q.shipmentId);
  if (!shipment || shipment.sender_id !== userId) throw shipmentErrors.notFound();
  const d = shipment.details;
  const filter = new SqlFilter()
    .where("status = 'active'")
    .where('traveler_id <> %s', userId)
    .where('from_location = %s', d.fromLocation)
    .where('to_location = %s', d.toLocation)
    .where('departure_date >= %s::date', d.earliestPickupDate)
    .where('arrival_date <= %s::date', d.latestDeliveryDate)
    .where('available_space_kg - reserved_kg >= %s', d.weightKg)
    .where(
      "(details->'packageConstraints'->>'weightLimitKg' IS NULL OR (details->'packageConstraints'->>'weightLimitKg')::numeric >= %s)",
      d.weightKg,
    )
    .where(
      `(jsonb_typeof(details->'packageConstraints'->'valueLimit') IS DISTINCT FROM 'object'
        OR (details->'packageConstraints'->'valueLimit'->>'currency' = %s AND (details->'packageConstraints'->'valueLimit'->>'amount')::bigint >= %s))`,
      d.declaredValue.currency,
      d.declaredValue.amount,
    );
  for (const kind of d.contentTypes) filter.where(`(details->'packageConstraints'->>'${kind}')::boolean`);
  const page = await pagedQuery<TripRow>(deps.pool, {
    columns: TRIP_COLUMNS,
    table: 'trips',
    filter,
    orderBy: 'departure_date, id',
    page: q.page,
    pageSize: q.pageSize,
  });
  return { ...page, items: page.items.map(toTripPublicView) };
}

/**
 * For a traveler looking at a pending shipment of someone else: their active trips split by
 * the same rule express-interest enforces (domain `incompatibilities`), with each misfit's
 * reasons. The shipment must be open to them (pending, not theirs), as in browse.
 */
export async function myTripsForShipment(
  deps: MarketplaceDeps,
  userId: string,
  shipmentId: string,
): Promise<{ compatible: TripPublicView[]; incompatible: Array<{ trip: TripPublicView; reasons: string[] }> }> {
  const shipment = await findShipmentRow(deps.pool, shipmentId);
  if (!shipment || shipment.status !== 'pending' || shipment.sender_id === userId) throw shipmentErrors.notFound();
  const { rows } = await deps.pool.query<TripRow>(
    `SELECT ${TRIP_COLUMNS} FROM trips WHERE traveler_id = $1 AND status = 'active' ORDER BY departure_date, id LIMIT 100`,
    [userId],
  );
  const compatible: TripPublicView[] = [];
  const incompatible: Array<{ trip: TripPublicView; reasons: string[] }> = [];
  for (const row of rows) {
    const remainingKg = Number(row.available_space_kg) - Number(row.reserved_kg);
    const reasons = incompatibilities(shipment.details, { details: row.details, remainingKg });
    if (reasons.length === 0) compatible.push(toTripPublicView(row));
    else incompatible.push({ trip: toTripPublicView(row), reasons });
  }
  return { compatible, incompatible };
}
