import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { canonicalLocation } from '../queries/location-filter.js';
import { listTrips, toTripPublicView } from '../queries/trip-views.query.js';
import { ListAvailableTripsQuery } from './list-available-trips.query.js';

/** Runs ListAvailableTripsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ListAvailableTripsQuery)
export class ListAvailableTripsHandler implements IQueryHandler<ListAvailableTripsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: ListAvailableTripsQuery) {
    const userId = requireActor(meta).userId;
    const filter = {
      notTravelerId: userId,
      statuses: ['active' as const],
      fromLocation: canonicalLocation(request.fromLocation, 'fromLocation'),
      toLocation: canonicalLocation(request.toLocation, 'toLocation'),
      // Upcoming trips only: departure today or later unless the caller asks from a later date.
      departFrom: request.departFrom ?? this.deps.now().toISOString().slice(0, 10),
    };
    const page = await listTrips(this.deps.pool, filter, request, 'departure');
    return { ...page, items: page.items.map(toTripPublicView) };
  }
}
