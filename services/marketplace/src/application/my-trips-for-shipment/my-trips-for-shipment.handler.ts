import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { myTripsForShipment } from '../queries/matching.query.js';
import { MyTripsForShipmentQuery } from './my-trips-for-shipment.query.js';

/** Runs MyTripsForShipmentQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(MyTripsForShipmentQuery)
export class MyTripsForShipmentHandler implements IQueryHandler<MyTripsForShipmentQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: MyTripsForShipmentQuery) {
    return myTripsForShipment(this.deps, requireActor(meta).userId, request.shipmentId);
  }
}
