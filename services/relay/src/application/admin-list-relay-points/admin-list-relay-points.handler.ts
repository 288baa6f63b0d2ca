import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireAdmin } from '../caller.js';
import { adminListPoints } from '../relay-points/relay-point-views.query.js';
import type { RelayDeps } from '../relay-deps.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { AdminListRelayPointsQuery } from './admin-list-relay-points.query.js';

/** Runs AdminListRelayPointsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(AdminListRelayPointsQuery)
export class AdminListRelayPointsHandler implements IQueryHandler<AdminListRelayPointsQuery> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ request, meta }: AdminListRelayPointsQuery) {
    requireAdmin(meta);
    return adminListPoints(this.deps.pool, request);
  }
}
