import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireStaffAction } from '@oneway/contracts';
import { recordStaffAction, withTransaction } from '@oneway/eventstore';
import { changedLimits, limitChanges } from '../../domain/storage-settings/storage-limits.js';
import type { RelayDeps } from '../relay-deps.js';
import { loadStorageLimits, saveStorageLimits } from '../settings/storage-settings.repository.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { AdminUpdateSettingsCommand } from './admin-update-settings.command.js';

/**
 * Runs AdminUpdateSettingsCommand (settings.change). The change and its `setting.changed` audit
 * row commit together; a field sent with its current value changes nothing and is not audited,
 * so a retried request leaves one row. The next command, query or sweep reads the new limits.
 */
@CommandHandler(AdminUpdateSettingsCommand)
export class AdminUpdateSettingsHandler implements ICommandHandler<AdminUpdateSettingsCommand> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ request, meta }: AdminUpdateSettingsCommand) {
    const actor = requireStaffAction(meta, 'settings.change');
    return withTransaction(this.deps.pool, async (tx) => {
      const before = await loadStorageLimits(tx, true);
      const after = changedLimits(before, request);
      const changes = limitChanges(before, after);
      const fields = Object.keys(changes) as (keyof typeof changes)[];
      if (!fields.length) return before;
      await saveStorageLimits(tx, Object.fromEntries(fields.map((f) => [f, after[f]])), actor.userId);
      await recordStaffAction(tx, {
        actor,
        action: 'setting.changed',
        entityType: 'system_setting',
        entityId: fields.join(','),
        details: changes,
        meta,
        at: this.deps.now(),
      });
      return after;
    });
  }
}
