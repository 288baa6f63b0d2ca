import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { markConversation } from '../commands/conversation.handlers.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { MarkConversationReadCommand } from './mark-conversation-read.command.js';

/** Runs MarkConversationReadCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(MarkConversationReadCommand)
export class MarkConversationReadHandler implements ICommandHandler<MarkConversationReadCommand> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: MarkConversationReadCommand) {
    return markConversation(
      this.deps,
      requireActor(meta),
      request.userId,
      'read',
      metadataFromRpc(meta, this.deps.now()),
    );
  }
}
