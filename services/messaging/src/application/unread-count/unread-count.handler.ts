import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { unreadTotal } from '../queries/conversations.query.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { UnreadCountQuery } from './unread-count.query.js';

/** Runs UnreadCountQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(UnreadCountQuery)
export class UnreadCountHandler implements IQueryHandler<UnreadCountQuery> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ meta }: UnreadCountQuery) {
    return { total: await unreadTotal(this.deps.pool, requireActor(meta).userId) };
  }
}
