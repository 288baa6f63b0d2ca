import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { getAvailableShipment } from '../queries/shipment-lists.query.js';
import { GetAvailableShipmentQuery } from './get-available-shipment.query.js';

/** Runs GetAvailableShipmentQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(GetAvailableShipmentQuery)
export class GetAvailableShipmentHandler implements IQueryHandler<GetAvailableShipmentQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: GetAvailableShipmentQuery) {
    return getAvailableShipment(this.deps, requireActor(meta).userId, request.shipmentId);
  }
}
