import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { matchForParty } from '../queries/match-views.query.js';
import { GetMatchQuery } from './get-match.query.js';

/** Runs GetMatchQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(GetMatchQuery)
export class GetMatchHandler implements IQueryHandler<GetMatchQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: GetMatchQuery) {
    return matchForParty(this.deps, request.matchId, requireActor(meta).userId);
  }
}
