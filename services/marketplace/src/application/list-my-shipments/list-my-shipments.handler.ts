import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { listMyShipments } from '../queries/shipment-lists.query.js';
import { ListMyShipmentsQuery } from './list-my-shipments.query.js';

/** Runs ListMyShipmentsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ListMyShipmentsQuery)
export class ListMyShipmentsHandler implements IQueryHandler<ListMyShipmentsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: ListMyShipmentsQuery) {
    return listMyShipments(this.deps, requireActor(meta).userId, request);
  }
}
