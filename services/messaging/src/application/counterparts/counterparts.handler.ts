import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { counterparts } from '../queries/conversations.query.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { CounterpartsQuery } from './counterparts.query.js';

/** Runs CounterpartsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(CounterpartsQuery)
export class CounterpartsHandler implements IQueryHandler<CounterpartsQuery> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ meta }: CounterpartsQuery) {
    return { userIds: await counterparts(this.deps.pool, requireActor(meta).userId) };
  }
}
