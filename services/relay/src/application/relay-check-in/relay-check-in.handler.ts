import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { checkInPackage } from '../check-in/check-in-package.handler.js';
import type { RelayDeps } from '../relay-deps.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { RelayCheckInCommand } from './relay-check-in.command.js';

/** Runs RelayCheckInCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(RelayCheckInCommand)
export class RelayCheckInHandler implements ICommandHandler<RelayCheckInCommand> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ request, meta }: RelayCheckInCommand) {
    return checkInPackage(this.deps, meta, request, metadataFromRpc(meta, this.deps.now()));
  }
}
