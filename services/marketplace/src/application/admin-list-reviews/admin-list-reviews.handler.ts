import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireAllowed } from '../caller.js';
import { adminReviews } from '../queries/reviews.query.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { AdminListReviewsQuery } from './admin-list-reviews.query.js';

/** Runs AdminListReviewsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(AdminListReviewsQuery)
export class AdminListReviewsHandler implements IQueryHandler<AdminListReviewsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: AdminListReviewsQuery) {
    return adminReviews(this.deps.pool, requireAllowed(meta, 'reviews.moderate'), request);
  }
}
