import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { myClaims } from '../queries/claims.query.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { MyClaimsQuery } from './my-claims.query.js';

/** Runs MyClaimsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(MyClaimsQuery)
export class MyClaimsHandler implements IQueryHandler<MyClaimsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ meta }: MyClaimsQuery) {
    return { items: await myClaims(this.deps.pool, requireActor(meta).userId) };
  }
}
