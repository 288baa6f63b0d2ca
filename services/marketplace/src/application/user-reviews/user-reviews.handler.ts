import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { userReviews } from '../queries/reviews.query.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { UserReviewsQuery } from './user-reviews.query.js';

/** Runs UserReviewsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(UserReviewsQuery)
export class UserReviewsHandler implements IQueryHandler<UserReviewsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: UserReviewsQuery) {
    const { userId, ...paging } = request;
    return userReviews(this.deps.pool, userId, requireActor(meta), paging);
  }
}
