import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { myTicket } from '../queries/support-tickets.query.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { MyTicketQuery } from './my-ticket.query.js';

/** Runs MyTicketQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(MyTicketQuery)
export class MyTicketHandler implements IQueryHandler<MyTicketQuery> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: MyTicketQuery) {
    return myTicket(this.deps.pool, requireActor(meta).userId, request.ticketId);
  }
}
