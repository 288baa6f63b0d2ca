import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { GetJwksQuery } from './get-jwks.query.js';

/** Runs GetJwksQuery (dispatched by the RPC controller through the QueryBus). */
@QueryHandler(GetJwksQuery)
export class GetJwksHandler implements IQueryHandler<GetJwksQuery> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute(_query: GetJwksQuery) {
    return this.deps.tokens.jwks();
  }
}
