import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireAdmin } from '../caller.js';
import { createRelayPoint } from '../relay-points/manage-relay-point.handler.js';
import type { RelayDeps } from '../relay-deps.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { AdminCreateRelayPointCommand } from './admin-create-relay-point.command.js';

/** Runs AdminCreateRelayPointCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(AdminCreateRelayPointCommand)
export class AdminCreateRelayPointHandler implements ICommandHandler<AdminCreateRelayPointCommand> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ request, meta }: AdminCreateRelayPointCommand) {
    return createRelayPoint(this.deps, requireAdmin(meta), request, metadataFromRpc(meta, this.deps.now()), meta.ip);
  }
}
