import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireStaffAt } from '../caller.js';
import { packageDetail } from '../inventory/package-views.query.js';
import type { RelayDeps } from '../relay-deps.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { RelayGetPackageQuery } from './relay-get-package.query.js';

/** Runs RelayGetPackageQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(RelayGetPackageQuery)
export class RelayGetPackageHandler implements IQueryHandler<RelayGetPackageQuery> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ request, meta }: RelayGetPackageQuery) {
    await requireStaffAt(this.deps.pool, meta, request.relayPointId);
    return packageDetail(this.deps.pool, request.relayPointId, request.packageId, this.deps.now());
  }
}
