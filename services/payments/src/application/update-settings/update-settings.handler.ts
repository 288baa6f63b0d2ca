import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireStaffAction } from '@oneway/contracts';
import { recordStaffAction, withTransaction } from '@oneway/eventstore';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { loadSettings, updateSettings } from '../settings/payment-settings.repository.js';
import { UpdateSettingsCommand } from './update-settings.command.js';

/** Runs UpdateSettingsCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(UpdateSettingsCommand)
export class UpdateSettingsHandler implements ICommandHandler<UpdateSettingsCommand> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: UpdateSettingsCommand) {
    const actor = requireStaffAction(meta, 'settings.change');
    // The change and its audit row commit together; the next read of a setting sees it (no restart).
    return withTransaction(this.deps.pool, async (tx) => {
      const before = await loadSettings(tx);
      const after = await updateSettings(tx, request, actor.userId);
      const changed = Object.keys(request).filter((k) => request[k as keyof typeof request] !== undefined);
      await recordStaffAction(tx, {
        actor,
        action: 'setting.changed',
        entityType: 'system_setting',
        entityId: changed.join(',') || '(none)',
        details: Object.fromEntries(
          changed.map((k) => [k, { from: before[k as keyof typeof before], to: after[k as keyof typeof after] }]),
        ),
        meta,
        at: new Date(),
      });
      return after;
    });
  }
}
