import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isStaff, requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { tripFor } from '../queries/trip-views.query.js';
import { GetTripQuery } from './get-trip.query.js';

/** Runs GetTripQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(GetTripQuery)
export class GetTripHandler implements IQueryHandler<GetTripQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: GetTripQuery) {
    const actor = requireActor(meta);
    return tripFor(this.deps.pool, request.tripId, actor.userId, isStaff(actor));
  }
}
