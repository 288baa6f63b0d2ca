import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { sendMessage } from '../commands/send-message.handler.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { SendMessageCommand } from './send-message.command.js';

/** Runs SendMessageCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(SendMessageCommand)
export class SendMessageHandler implements ICommandHandler<SendMessageCommand> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: SendMessageCommand) {
    return sendMessage(this.deps, requireActor(meta), request, metadataFromRpc(meta, this.deps.now()));
  }
}
