import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { can } from '@oneway/contracts';
import { requireActor } from '../caller.js';
import { claimFor } from '../queries/claims.query.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { GetClaimQuery } from './get-claim.query.js';

/** Runs GetClaimQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(GetClaimQuery)
export class GetClaimHandler implements IQueryHandler<GetClaimQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: GetClaimQuery) {
    const actor = requireActor(meta);
    return claimFor(this.deps.pool, request.claimId, actor.userId, can(actor.role, 'claims.read'));
  }
}
