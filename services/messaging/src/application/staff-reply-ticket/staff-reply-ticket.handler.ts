import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireAllowed } from '../caller.js';
import { staffReply } from '../commands/support-ticket.handlers.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { StaffReplyTicketCommand } from './staff-reply-ticket.command.js';

/** Runs StaffReplyTicketCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(StaffReplyTicketCommand)
export class StaffReplyTicketHandler implements ICommandHandler<StaffReplyTicketCommand> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: StaffReplyTicketCommand) {
    return staffReply(
      this.deps,
      requireAllowed(meta, 'tickets.work'),
      request,
      metadataFromRpc(meta, this.deps.now()),
      meta,
    );
  }
}
