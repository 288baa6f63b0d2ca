import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireAllowed } from '../authorize.js';
import { adminSessions } from '../verification/verification.queries.js';
import { type IdentityDeps, IDENTITY_DEPS } from '../identity-deps.js';
import { AdminListVerificationsQuery } from './admin-list-verifications.query.js';

/** Runs AdminListVerificationsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(AdminListVerificationsQuery)
export class AdminListVerificationsHandler implements IQueryHandler<AdminListVerificationsQuery> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  async execute({ request, meta }: AdminListVerificationsQuery) {
    await requireAllowed(this.deps, meta, 'identity_verifications.review');
    return adminSessions(this.deps.pool, request);
  }
}
