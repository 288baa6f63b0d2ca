import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import type { RelayDeps } from '../relay-deps.js';
import { returnToSender } from '../return-to-sender/return-to-sender.handler.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { RelayReturnToSenderCommand } from './relay-return-to-sender.command.js';

/** Runs RelayReturnToSenderCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(RelayReturnToSenderCommand)
export class RelayReturnToSenderHandler implements ICommandHandler<RelayReturnToSenderCommand> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ request, meta }: RelayReturnToSenderCommand) {
    return returnToSender(this.deps, meta, request, metadataFromRpc(meta, this.deps.now()));
  }
}
