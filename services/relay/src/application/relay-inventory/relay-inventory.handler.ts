import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireStaffAt } from '../caller.js';
import { inventory } from '../inventory/package-views.query.js';
import type { RelayDeps } from '../relay-deps.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { RelayInventoryQuery } from './relay-inventory.query.js';

/** Runs RelayInventoryQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(RelayInventoryQuery)
export class RelayInventoryHandler implements IQueryHandler<RelayInventoryQuery> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ request, meta }: RelayInventoryQuery) {
    await requireStaffAt(this.deps.pool, meta, request.relayPointId);
    return inventory(this.deps.pool, request, this.deps.now());
  }
}
