import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireAllowed } from '../caller.js';
import { staffClaims } from '../queries/claims.query.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { StaffClaimsQuery } from './staff-claims.query.js';

/** Runs StaffClaimsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(StaffClaimsQuery)
export class StaffClaimsHandler implements IQueryHandler<StaffClaimsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: StaffClaimsQuery) {
    requireAllowed(meta, 'claims.read');
    return { items: await staffClaims(this.deps.pool, request.status) };
  }
}
