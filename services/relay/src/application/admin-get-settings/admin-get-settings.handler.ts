import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireStaffAction } from '@oneway/contracts';
import type { RelayDeps } from '../relay-deps.js';
import { loadStorageLimits } from '../settings/storage-settings.repository.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { AdminGetSettingsQuery } from './admin-get-settings.query.js';

/** Runs AdminGetSettingsQuery: the current storage limits (settings.read). */
@QueryHandler(AdminGetSettingsQuery)
export class AdminGetSettingsHandler implements IQueryHandler<AdminGetSettingsQuery> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ meta }: AdminGetSettingsQuery) {
    requireStaffAction(meta, 'settings.read');
    return loadStorageLimits(this.deps.pool);
  }
}
