import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { messagesSince } from '../queries/messages.query.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { MessagesSinceQuery } from './messages-since.query.js';

/** Runs MessagesSinceQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(MessagesSinceQuery)
export class MessagesSinceHandler implements IQueryHandler<MessagesSinceQuery> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: MessagesSinceQuery) {
    return messagesSince(this.deps.pool, requireActor(meta).userId, request.since, request.limit);
  }
}
