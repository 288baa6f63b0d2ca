import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { AdminUserHistoryQuery } from './admin-user-history.query.js';
import { userHistory } from '../admin-users/read-users.handler.js';

/** Runs AdminUserHistoryQuery (dispatched by the RPC controller through the QueryBus). */
@QueryHandler(AdminUserHistoryQuery)
export class AdminUserHistoryHandler implements IQueryHandler<AdminUserHistoryQuery> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: AdminUserHistoryQuery) {
    return userHistory(this.deps, request, meta);
  }
}
