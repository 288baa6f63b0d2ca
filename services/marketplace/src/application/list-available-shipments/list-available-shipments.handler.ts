import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { listAvailableShipments } from '../queries/shipment-lists.query.js';
import { ListAvailableShipmentsQuery } from './list-available-shipments.query.js';

/** Runs ListAvailableShipmentsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ListAvailableShipmentsQuery)
export class ListAvailableShipmentsHandler implements IQueryHandler<ListAvailableShipmentsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: ListAvailableShipmentsQuery) {
    return listAvailableShipments(this.deps, requireActor(meta).userId, request);
  }
}
