import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { listTrips, toTripView } from '../queries/trip-views.query.js';
import { ListMyTripsQuery } from './list-my-trips.query.js';

/** Runs ListMyTripsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ListMyTripsQuery)
export class ListMyTripsHandler implements IQueryHandler<ListMyTripsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: ListMyTripsQuery) {
    const userId = requireActor(meta).userId;
    const page = await listTrips(this.deps.pool, { travelerId: userId, statuses: request.status }, request, 'recent');
    return { ...page, items: page.items.map((r) => toTripView(r, userId)) };
  }
}
