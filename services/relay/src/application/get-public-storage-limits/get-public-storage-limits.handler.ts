import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RelayDeps } from '../relay-deps.js';
import { loadStorageLimits } from '../settings/storage-settings.repository.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { GetPublicStorageLimitsQuery } from './get-public-storage-limits.query.js';

/** Runs GetPublicStorageLimitsQuery: the storage limits in force, for the public relay-points page. */
@QueryHandler(GetPublicStorageLimitsQuery)
export class GetPublicStorageLimitsHandler implements IQueryHandler<GetPublicStorageLimitsQuery> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute() {
    return loadStorageLimits(this.deps.pool);
  }
}
