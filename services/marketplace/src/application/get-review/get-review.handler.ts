import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { reviewFor } from '../queries/reviews.query.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { GetReviewQuery } from './get-review.query.js';

/** Runs GetReviewQuery: the review only for whoever may see it (blind until published). */
@QueryHandler(GetReviewQuery)
export class GetReviewHandler implements IQueryHandler<GetReviewQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: GetReviewQuery) {
    return reviewFor(this.deps.pool, request.reviewId, requireActor(meta));
  }
}
