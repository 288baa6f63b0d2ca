import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { GetProfileQuery } from './get-profile.query.js';
import { requireSignedIn } from '../authorize.js';
import { readUser } from '../read-user.js';

/** Runs GetProfileQuery (dispatched by the RPC controller through the QueryBus). */
@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  async execute({ meta }: GetProfileQuery) {
    return readUser(this.deps, (await requireSignedIn(this.deps, meta)).user_id);
  }
}
