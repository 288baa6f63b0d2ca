import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireAllowed } from '../caller.js';
import { changeTicketStatus } from '../commands/support-ticket.handlers.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { StaffTicketStatusCommand } from './staff-ticket-status.command.js';

/** Runs StaffTicketStatusCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(StaffTicketStatusCommand)
export class StaffTicketStatusHandler implements ICommandHandler<StaffTicketStatusCommand> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: StaffTicketStatusCommand) {
    return changeTicketStatus(
      this.deps,
      requireAllowed(meta, 'tickets.work'),
      request,
      metadataFromRpc(meta, this.deps.now()),
      meta,
    );
  }
}
