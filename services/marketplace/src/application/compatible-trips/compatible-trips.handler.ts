import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { compatibleTrips } from '../queries/matching.query.js';
import { CompatibleTripsQuery } from './compatible-trips.query.js';

/** Runs CompatibleTripsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(CompatibleTripsQuery)
export class CompatibleTripsHandler implements IQueryHandler<CompatibleTripsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: CompatibleTripsQuery) {
    return compatibleTrips(this.deps, requireActor(meta).userId, request);
  }
}
