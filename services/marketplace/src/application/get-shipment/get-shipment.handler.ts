import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { shipmentForParty } from '../queries/shipment-for-party.query.js';
import { GetShipmentQuery } from './get-shipment.query.js';

/** Runs GetShipmentQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(GetShipmentQuery)
export class GetShipmentHandler implements IQueryHandler<GetShipmentQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: GetShipmentQuery) {
    return shipmentForParty(this.deps, request.shipmentId, requireActor(meta).userId);
  }
}
