import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireAllowed } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { listCountryRequests } from '../queries/country-requests.query.js';
import { AdminListCountryRequestsQuery } from './admin-list-country-requests.query.js';

/** Runs AdminListCountryRequestsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(AdminListCountryRequestsQuery)
export class AdminListCountryRequestsHandler implements IQueryHandler<AdminListCountryRequestsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: AdminListCountryRequestsQuery) {
    requireAllowed(meta, 'country_requests.read');
    return listCountryRequests(this.deps.pool, request);
  }
}
