import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireAdmin } from '../caller.js';
import { manageRelayPoint } from '../relay-points/manage-relay-point.handler.js';
import type { RelayDeps } from '../relay-deps.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { AdminUnassignRelayStaffCommand } from './admin-unassign-relay-staff.command.js';

/** Runs AdminUnassignRelayStaffCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(AdminUnassignRelayStaffCommand)
export class AdminUnassignRelayStaffHandler implements ICommandHandler<AdminUnassignRelayStaffCommand> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ request, meta }: AdminUnassignRelayStaffCommand) {
    const command = { type: 'unassign_staff' as const, userId: request.userId };
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
