import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { AdminListUsersQuery } from './admin-list-users.query.js';
import { listUsers } from '../admin-users/read-users.handler.js';

/** Runs AdminListUsersQuery (dispatched by the RPC controller through the QueryBus). */
@QueryHandler(AdminListUsersQuery)
export class AdminListUsersHandler implements IQueryHandler<AdminListUsersQuery> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: AdminListUsersQuery) {
    return listUsers(this.deps, request, meta);
  }
}
