import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireAdmin } from '../caller.js';
import { manageRelayPoint, pointDetailsFromForm } from '../relay-points/manage-relay-point.handler.js';
import type { RelayDeps } from '../relay-deps.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { AdminUpdateRelayPointCommand } from './admin-update-relay-point.command.js';

/** Runs AdminUpdateRelayPointCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(AdminUpdateRelayPointCommand)
export class AdminUpdateRelayPointHandler implements ICommandHandler<AdminUpdateRelayPointCommand> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ request, meta }: AdminUpdateRelayPointCommand) {
    const { relayPointId, ...form } = request;
    return manageRelayPoint(
      this.deps,
      requireAdmin(meta),
      relayPointId,
      { type: 'update_point', details: pointDetailsFromForm(form) },
      metadataFromRpc(meta, this.deps.now()),
      meta.ip,
    );
  }
}
