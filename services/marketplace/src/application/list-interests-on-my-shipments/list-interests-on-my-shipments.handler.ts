import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { listInterests } from '../queries/interest-views.query.js';
import { ListInterestsOnMyShipmentsQuery } from './list-interests-on-my-shipments.query.js';

/** Runs ListInterestsOnMyShipmentsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ListInterestsOnMyShipmentsQuery)
export class ListInterestsOnMyShipmentsHandler implements IQueryHandler<ListInterestsOnMyShipmentsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: ListInterestsOnMyShipmentsQuery) {
    return listInterests(
      this.deps.pool,
      { senderId: requireActor(meta).userId, shipmentId: request.shipmentId, status: request.status },
      request,
    );
  }
}
