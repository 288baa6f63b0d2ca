import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireAllowed } from '../caller.js';
import { assignTicket } from '../commands/support-ticket.handlers.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { StaffAssignTicketCommand } from './staff-assign-ticket.command.js';

/** Runs StaffAssignTicketCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(StaffAssignTicketCommand)
export class StaffAssignTicketHandler implements ICommandHandler<StaffAssignTicketCommand> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: StaffAssignTicketCommand) {
    return assignTicket(
      this.deps,
      requireAllowed(meta, 'tickets.work'),
      request,
      metadataFromRpc(meta, this.deps.now()),
      meta,
    );
  }
}
