import {
  type Country,
  type ShipmentListingView,
  type ShipmentSize,
  type ShipmentStatus,
  type ShipmentView,
  shipmentErrors,
} from '@oneway/contracts';
import type { MarketplaceDeps } from '../marketplace-deps.js';
import { canonicalLocation } from './location-filter.js';
import { viewFor } from './shipment-for-party.query.js';
import { pagedQuery } from './paged-query.js';
import { type Page, SHIPMENT_COLUMNS, type ShipmentRow, toListingView } from './shipment-rows.js';
import { SqlFilter } from './sql-filter.js';

function pageOfRows(
  deps: MarketplaceDeps,
  filter: SqlFilter,
  page: { page: number; pageSize: number },
): Promise<Page<ShipmentRow>> {
  return pagedQuery<ShipmentRow>(deps.pool, {
    columns: SHIPMENT_COLUMNS,
    table: 'shipments',
    filter,
    orderBy: 'created_at DESC, id',
    ...page,
  });
}

/** GET /api/shipments: the caller's shipments as sender, or those they carry as traveler. */
export async function listMyShipments(
  deps: MarketplaceDeps,
  userId: string,
  q: { as: 'sender' | 'traveler'; status?: ShipmentStatus[]; page: number; pageSize: number },
): Promise<Page<ShipmentView>> {
  const filter = new SqlFilter();
  filter.where(q.as === 'sender' ? 'sender_id = %s' : 'traveler_id = %s', userId);
  if (q.status?.length) filter.where('status = ANY(%s::text[])', q.status);
  const page = await pageOfRows(deps, filter, q);
  return { ...page, items: await Promise.all(page.items.map((r) => viewFor(deps, r, userId))) };
}

export interface AvailableShipmentsQuery {
  fromLocation?: string;
  toLocation?: string;
  fromCountry?: Country;
  toCountry?: Country;
  departOn?: string;
  arriveBy?: string;
  maxWeightKg?: number;
  size?: ShipmentSize;
  page: number;
  pageSize: number;
}

/** GET /api/available-shipments: pending shipments of other senders, newest first. */
export async function listAvailableShipments(
  deps: MarketplaceDeps,
  userId: string,
  q: AvailableShipmentsQuery,
): Promise<Page<ShipmentListingView>> {
  const filter = new SqlFilter().where("status = 'pending'").where('sender_id <> %s', userId);
  const from = canonicalLocation(q.fromLocation, 'fromLocation');
  const to = canonicalLocation(q.toLocation, 'toLocation');
  if (from) filter.where('from_location = %s', from);
  if (to) filter.where('to_location = %s', to);
  if (q.fromCountry) filter.where('from_country = %s', q.fromCountry);
  if (q.toCountry) filter.where('to_country = %s', q.toCountry);
  // A trip leaving on departOn and arriving by arriveBy fits a window that covers both.
  if (q.departOn)
    filter.where('earliest_pickup_date <= %s::date', q.departOn).where('latest_delivery_date >= %s::date', q.departOn);
  if (q.arriveBy) filter.where('latest_delivery_date >= %s::date', q.arriveBy);
  if (q.maxWeightKg !== undefined) filter.where('weight_kg <= %s', q.maxWeightKg);
  if (q.size) filter.where('size = %s', q.size);
  const page = await pageOfRows(deps, filter, q);
  return { ...page, items: page.items.map(toListingView) };
}

/** GET /api/available-shipments/:id: a pending shipment's public listing, not the caller's own. */
export async function getAvailableShipment(
  deps: MarketplaceDeps,
  userId: string,
  shipmentId: string,
): Promise<ShipmentListingView> {
  const { rows } = await deps.pool.query<ShipmentRow>(
    `SELECT ${SHIPMENT_COLUMNS} FROM shipments WHERE id = $1 AND status = 'pending' AND sender_id <> $2`,
    [shipmentId, userId],
  );
  if (!rows[0]) throw shipmentErrors.notFound();
  return toListingView(rows[0]);
}
