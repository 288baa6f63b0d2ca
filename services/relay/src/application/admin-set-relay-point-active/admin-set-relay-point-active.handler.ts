import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireAdmin } from '../caller.js';
import { manageRelayPoint } from '../relay-points/manage-relay-point.handler.js';
import type { RelayDeps } from '../relay-deps.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { AdminSetRelayPointActiveCommand } from './admin-set-relay-point-active.command.js';

/** Runs AdminSetRelayPointActiveCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(AdminSetRelayPointActiveCommand)
export class AdminSetRelayPointActiveHandler implements ICommandHandler<AdminSetRelayPointActiveCommand> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ request, meta }: AdminSetRelayPointActiveCommand) {
    const type = request.active ? 'reactivate_point' : 'deactivate_point';
    return manageRelayPoint(
      this.deps,
      requireAdmin(meta),
      request.relayPointId,
      { type },
      metadataFromRpc(meta, this.deps.now()),
      meta.ip,
    );
  }
}
