import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { replyMyTicket } from '../commands/support-ticket.handlers.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { ReplyMyTicketCommand } from './reply-my-ticket.command.js';

/** Runs ReplyMyTicketCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(ReplyMyTicketCommand)
export class ReplyMyTicketHandler implements ICommandHandler<ReplyMyTicketCommand> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: ReplyMyTicketCommand) {
    return replyMyTicket(this.deps, requireActor(meta), request, metadataFromRpc(meta, this.deps.now()));
  }
}
