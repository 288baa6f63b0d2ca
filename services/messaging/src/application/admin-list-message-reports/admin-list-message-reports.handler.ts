import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireAllowed } from '../caller.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { listMessageReports } from '../queries/conversations.query.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';
import { AdminListMessageReportsQuery } from './admin-list-message-reports.query.js';

/** Runs AdminListMessageReportsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(AdminListMessageReportsQuery)
export class AdminListMessageReportsHandler implements IQueryHandler<AdminListMessageReportsQuery> {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  async execute({ request, meta }: AdminListMessageReportsQuery) {
    requireAllowed(meta, 'message_reports.read');
    return listMessageReports(this.deps.pool, request.page, request.pageSize);
  }
}
