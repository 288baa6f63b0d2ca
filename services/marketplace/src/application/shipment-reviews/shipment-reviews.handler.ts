import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { shipmentReviews } from '../queries/reviews.query.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { ShipmentReviewsQuery } from './shipment-reviews.query.js';

/** Runs ShipmentReviewsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ShipmentReviewsQuery)
export class ShipmentReviewsHandler implements IQueryHandler<ShipmentReviewsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: ShipmentReviewsQuery) {
    return shipmentReviews(this.deps.pool, request.shipmentId, requireActor(meta), this.deps.now());
  }
}
