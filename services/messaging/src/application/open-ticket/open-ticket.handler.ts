import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { openTicket } from '../commands/support-ticket.handlers.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { OpenTicketCommand } from './open-ticket.command.js';

/** Runs OpenTicketCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(OpenTicketCommand)
export class OpenTicketHandler implements ICommandHandler<OpenTicketCommand> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: OpenTicketCommand) {
    return openTicket(this.deps, requireActor(meta), request, metadataFromRpc(meta, this.deps.now()));
  }
}
