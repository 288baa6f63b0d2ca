import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { GetPublicProfileQuery } from './get-public-profile.query.js';
import { getPublicProfile } from './get-public-profile.query.js';

/** Runs GetPublicProfileQuery (dispatched by the RPC controller through the QueryBus). */
@QueryHandler(GetPublicProfileQuery)
export class GetPublicProfileHandler implements IQueryHandler<GetPublicProfileQuery> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request }: GetPublicProfileQuery) {
    return getPublicProfile(this.deps, request.userId);
  }
}
