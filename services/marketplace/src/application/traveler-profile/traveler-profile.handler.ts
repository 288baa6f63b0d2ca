import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { travelerProfile } from '../queries/traveler-profile.query.js';
import { TravelerProfileQuery } from './traveler-profile.query.js';

/** Runs TravelerProfileQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(TravelerProfileQuery)
export class TravelerProfileHandler implements IQueryHandler<TravelerProfileQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: TravelerProfileQuery) {
    requireActor(meta);
    return travelerProfile(this.deps.pool, request.userId);
  }
}
