import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireAllowed } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { listTrips, toTripView } from '../queries/trip-views.query.js';
import { AdminListTripsQuery } from './admin-list-trips.query.js';

/** Runs AdminListTripsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(AdminListTripsQuery)
export class AdminListTripsHandler implements IQueryHandler<AdminListTripsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: AdminListTripsQuery) {
    const staff = requireAllowed(meta, 'trips.read');
    const page = await listTrips(this.deps.pool, { statuses: [request.status] }, request, 'oldest');
    return { ...page, items: page.items.map((r) => toTripView(r, staff.userId)) };
  }
}
