import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { closeMyTicket } from '../commands/support-ticket.handlers.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { CloseMyTicketCommand } from './close-my-ticket.command.js';

/** Runs CloseMyTicketCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(CloseMyTicketCommand)
export class CloseMyTicketHandler implements ICommandHandler<CloseMyTicketCommand> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: CloseMyTicketCommand) {
    return closeMyTicket(this.deps, requireActor(meta), request.ticketId, metadataFromRpc(meta, this.deps.now()));
  }
}
