import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { setBlocked } from '../commands/conversation.handlers.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { BlockUserCommand } from './block-user.command.js';

/** Runs BlockUserCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(BlockUserCommand)
export class BlockUserHandler implements ICommandHandler<BlockUserCommand> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: BlockUserCommand) {
    return setBlocked(this.deps, requireActor(meta), request.userId, true, metadataFromRpc(meta, this.deps.now()));
  }
}
