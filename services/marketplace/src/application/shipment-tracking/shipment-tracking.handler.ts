import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { readModelsAtShipment } from '../queries/shipment-for-party.query.js';
import { shipmentTracking } from '../queries/tracking.query.js';
import { ShipmentTrackingQuery } from './shipment-tracking.query.js';

/** Runs ShipmentTrackingQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ShipmentTrackingQuery)
export class ShipmentTrackingHandler implements IQueryHandler<ShipmentTrackingQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: ShipmentTrackingQuery) {
    const userId = requireActor(meta).userId;
    // Right behind a create (which replies at commit) the timeline may not be projected yet.
    const now = await shipmentTracking(this.deps.pool, request.shipmentId, userId).catch(() => null);
    if (now?.entries.length) return now;
    await readModelsAtShipment(this.deps, request.shipmentId);
    return shipmentTracking(this.deps.pool, request.shipmentId, userId);
  }
}
