import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { requireUser } from '../queries/directory.query.js';
import { listMessages } from '../queries/messages.query.js';
import { conversationIdOf } from '../conversation-id.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { ListMessagesQuery } from './list-messages.query.js';

/** Runs ListMessagesQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ListMessagesQuery)
export class ListMessagesHandler implements IQueryHandler<ListMessagesQuery> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: ListMessagesQuery) {
    const me = requireActor(meta).userId;
    const user = await requireUser(this.deps.pool, request.userId);
    const page = await listMessages(this.deps.pool, conversationIdOf(me, request.userId), request);
    return { ...page, user: { id: user.id, fullName: user.fullName, username: user.username } };
  }
}
