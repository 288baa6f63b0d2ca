import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { myTickets } from '../queries/support-tickets.query.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { MyTicketsQuery } from './my-tickets.query.js';

/** Runs MyTicketsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(MyTicketsQuery)
export class MyTicketsHandler implements IQueryHandler<MyTicketsQuery> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ meta }: MyTicketsQuery) {
    return { items: await myTickets(this.deps.pool, requireActor(meta).userId) };
  }
}
