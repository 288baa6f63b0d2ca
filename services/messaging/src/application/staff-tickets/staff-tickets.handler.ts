import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireAllowed } from '../caller.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { ticketQueue } from '../queries/support-tickets.query.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { StaffTicketsQuery } from './staff-tickets.query.js';

/** Runs StaffTicketsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(StaffTicketsQuery)
export class StaffTicketsHandler implements IQueryHandler<StaffTicketsQuery> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: StaffTicketsQuery) {
    requireAllowed(meta, 'tickets.work');
    return ticketQueue(this.deps.pool, request);
  }
}
