import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { listInterests } from '../queries/interest-views.query.js';
import { ListMyInterestsQuery } from './list-my-interests.query.js';

/** Runs ListMyInterestsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ListMyInterestsQuery)
export class ListMyInterestsHandler implements IQueryHandler<ListMyInterestsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: ListMyInterestsQuery) {
    return listInterests(this.deps.pool, { travelerId: requireActor(meta).userId, status: request.status }, request);
  }
}
