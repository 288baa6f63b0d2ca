import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { reportMessage } from '../commands/conversation.handlers.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { ReportMessageCommand } from './report-message.command.js';

/** Runs ReportMessageCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(ReportMessageCommand)
export class ReportMessageHandler implements ICommandHandler<ReportMessageCommand> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: ReportMessageCommand) {
    return reportMessage(
      this.deps,
      requireActor(meta),
      request.messageId,
      request.reason,
      metadataFromRpc(meta, this.deps.now()),
    );
  }
}
