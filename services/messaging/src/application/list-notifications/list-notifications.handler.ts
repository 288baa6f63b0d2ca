import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { listNotifications } from '../queries/notifications.query.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { ListNotificationsQuery } from './list-notifications.query.js';

/** Runs ListNotificationsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: ListNotificationsQuery) {
    return listNotifications(this.deps.pool, requireActor(meta).userId, request);
  }
}
