import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireAdmin } from '../caller.js';
import { manageRelayPoint } from '../relay-points/manage-relay-point.handler.js';
import type { RelayDeps } from '../relay-deps.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { AdminAssignRelayStaffCommand } from './admin-assign-relay-staff.command.js';

/** Runs AdminAssignRelayStaffCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(AdminAssignRelayStaffCommand)
export class AdminAssignRelayStaffHandler implements ICommandHandler<AdminAssignRelayStaffCommand> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ request, meta }: AdminAssignRelayStaffCommand) {
    const command = { type: 'assign_staff' as const, userId: request.userId };
    return manageRelayPoint(
      this.deps,
      requireAdmin(meta),
      request.relayPointId,
      command,
      metadataFromRpc(meta, this.deps.now()),
      meta.ip,
    );
  }
}
