import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { setBlocked } from '../commands/conversation.handlers.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { UnblockUserCommand } from './unblock-user.command.js';

/** Runs UnblockUserCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(UnblockUserCommand)
export class UnblockUserHandler implements ICommandHandler<UnblockUserCommand> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: UnblockUserCommand) {
    return setBlocked(this.deps, requireActor(meta), request.userId, false, metadataFromRpc(meta, this.deps.now()));
  }
}
