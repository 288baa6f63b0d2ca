import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { GetCurrentUserQuery } from './get-current-user.query.js';
import { requireSignedIn } from '../authorize.js';
import { readUser } from '../read-user.js';

/** Runs GetCurrentUserQuery (dispatched by the RPC controller through the QueryBus). */
@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  async execute({ meta }: GetCurrentUserQuery) {
    return readUser(this.deps, (await requireSignedIn(this.deps, meta)).user_id);
  }
}
