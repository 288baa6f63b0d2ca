import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { markConversation } from '../commands/conversation.handlers.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { MarkConversationDeliveredCommand } from './mark-conversation-delivered.command.js';

/** Runs MarkConversationDeliveredCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(MarkConversationDeliveredCommand)
export class MarkConversationDeliveredHandler implements ICommandHandler<MarkConversationDeliveredCommand> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: MarkConversationDeliveredCommand) {
    return markConversation(
      this.deps,
      requireActor(meta),
      request.userId,
      'delivered',
      metadataFromRpc(meta, this.deps.now()),
    );
  }
}
