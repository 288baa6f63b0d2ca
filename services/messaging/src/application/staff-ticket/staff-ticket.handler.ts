import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireAllowed } from '../caller.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { staffTicket } from '../queries/support-tickets.query.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { StaffTicketQuery } from './staff-ticket.query.js';

/** Runs StaffTicketQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(StaffTicketQuery)
export class StaffTicketHandler implements IQueryHandler<StaffTicketQuery> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: StaffTicketQuery) {
    requireAllowed(meta, 'tickets.work');
    return staffTicket(this.deps.pool, request.ticketId);
  }
}
