import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireAdmin } from '../caller.js';
import { adminPointView } from '../relay-points/relay-point-views.query.js';
import type { RelayDeps } from '../relay-deps.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { AdminGetRelayPointQuery } from './admin-get-relay-point.query.js';

/** Runs AdminGetRelayPointQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(AdminGetRelayPointQuery)
export class AdminGetRelayPointHandler implements IQueryHandler<AdminGetRelayPointQuery> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ request, meta }: AdminGetRelayPointQuery) {
    requireAdmin(meta);
    return adminPointView(this.deps.pool, request.relayPointId);
  }
}
