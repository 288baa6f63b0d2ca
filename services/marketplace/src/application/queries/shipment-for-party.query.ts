import { type ShipmentView, shipmentErrors } from '@oneway/contracts';
import { shipmentStreamId } from '../../domain/shipment/shipment.decider.js';
import { readModelsAt, type MarketplaceDeps } from '../marketplace-deps.js';
import { findShipmentRow, type ShipmentRow, toShipmentView } from './shipment-rows.js';

const PICKUP_CODE_VISIBLE: readonly string[] = ['matched'];
const DELIVERY_CODE_VISIBLE: readonly string[] = ['matched', 'picked_up', 'in_transit', 'arrived'];

/**
 * A shipment for its sender or matched traveler; anyone else gets not_found (existence is not
 * disclosed). The pickup code only to the traveler before pickup, the delivery code only to
 * the sender before delivery.
 */
export async function shipmentForParty(
  deps: MarketplaceDeps,
  shipmentId: string,
  userId: string,
): Promise<ShipmentView> {
  const row = (await findShipmentRow(deps.pool, shipmentId)) ?? (await justCreated(deps, shipmentId));
  if (!row || (row.sender_id !== userId && row.traveler_id !== userId)) {
    throw shipmentErrors.notFound();
  }
  return viewFor(deps, row, userId);
}

/**
 * A create replies at commit, before the projection runs: a read right behind it may find no
 * row yet. If the stream exists, wait for the read models to reach it and read again, so a
 * creator's next read of the shipment always finds it.
 */
async function justCreated(deps: MarketplaceDeps, shipmentId: string) {
  if (!(await readModelsAtShipment(deps, shipmentId))) return null;
  return findShipmentRow(deps.pool, shipmentId);
}

/** Waits until every read model has applied the shipment's events; false when it has none. */
export async function readModelsAtShipment(deps: MarketplaceDeps, shipmentId: string): Promise<boolean> {
  const last = (await deps.store.readStream(shipmentStreamId(shipmentId))).at(-1);
  if (!last) return false;
  await readModelsAt(deps, last.position);
  return true;
}

export async function viewFor(deps: MarketplaceDeps, row: ShipmentRow, userId: string): Promise<ShipmentView> {
  const isTraveler = row.traveler_id === userId;
  const isSender = row.sender_id === userId;
  const pickupCode =
    isTraveler && PICKUP_CODE_VISIBLE.includes(row.status)
      ? await deps.codes.reveal(deps.pool, row.id, 'pickup')
      : null;
  const deliveryCode =
    isSender && DELIVERY_CODE_VISIBLE.includes(row.status)
      ? await deps.codes.reveal(deps.pool, row.id, 'delivery')
      : null;
  return toShipmentView(row, userId, { pickupCode, deliveryCode });
}
