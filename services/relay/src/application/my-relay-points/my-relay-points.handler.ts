import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { myPoints } from '../relay-points/relay-point-views.query.js';
import type { RelayDeps } from '../relay-deps.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { MyRelayPointsQuery } from './my-relay-points.query.js';

/** Runs MyRelayPointsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(MyRelayPointsQuery)
export class MyRelayPointsHandler implements IQueryHandler<MyRelayPointsQuery> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ meta }: MyRelayPointsQuery) {
    return myPoints(this.deps.pool, requireActor(meta).userId);
  }
}
