import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { reactToMessage } from '../commands/conversation.handlers.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { ReactToMessageCommand } from './react-to-message.command.js';

/** Runs ReactToMessageCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(ReactToMessageCommand)
export class ReactToMessageHandler implements ICommandHandler<ReactToMessageCommand> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: ReactToMessageCommand) {
    return reactToMessage(
      this.deps,
      requireActor(meta),
      request.messageId,
      request.emoji,
      metadataFromRpc(meta, this.deps.now()),
    );
  }
}
