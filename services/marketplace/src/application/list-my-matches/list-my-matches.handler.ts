import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { listMyMatches } from '../queries/match-views.query.js';
import { ListMyMatchesQuery } from './list-my-matches.query.js';

/** Runs ListMyMatchesQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ListMyMatchesQuery)
export class ListMyMatchesHandler implements IQueryHandler<ListMyMatchesQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: ListMyMatchesQuery) {
    return listMyMatches(this.deps, requireActor(meta).userId, request);
  }
}
