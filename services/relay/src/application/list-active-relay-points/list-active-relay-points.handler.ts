import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { listActivePoints } from '../relay-points/relay-point-views.query.js';
import type { RelayDeps } from '../relay-deps.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { ListActiveRelayPointsQuery } from './list-active-relay-points.query.js';

/** Runs ListActiveRelayPointsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ListActiveRelayPointsQuery)
export class ListActiveRelayPointsHandler implements IQueryHandler<ListActiveRelayPointsQuery> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ request }: ListActiveRelayPointsQuery) {
    return listActivePoints(this.deps.pool, request);
  }
}
