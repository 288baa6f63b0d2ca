import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { AdminGetUserQuery } from './admin-get-user.query.js';
import { getUserForStaff } from '../admin-users/read-users.handler.js';

/** Runs AdminGetUserQuery (dispatched by the RPC controller through the QueryBus). */
@QueryHandler(AdminGetUserQuery)
export class AdminGetUserHandler implements IQueryHandler<AdminGetUserQuery> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: AdminGetUserQuery) {
    return getUserForStaff(this.deps, request.userId, meta);
  }
}
