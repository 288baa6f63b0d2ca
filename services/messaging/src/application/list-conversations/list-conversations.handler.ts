import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { listConversations } from '../queries/conversations.query.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { ListConversationsQuery } from './list-conversations.query.js';

/** Runs ListConversationsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ListConversationsQuery)
export class ListConversationsHandler implements IQueryHandler<ListConversationsQuery> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: ListConversationsQuery) {
    return listConversations(this.deps.pool, requireActor(meta).userId, request.shipmentId);
  }
}
