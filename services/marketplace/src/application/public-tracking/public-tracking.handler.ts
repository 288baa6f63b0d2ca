import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { publicTracking } from '../queries/tracking.query.js';
import { PublicTrackingQuery } from './public-tracking.query.js';

/** Runs PublicTrackingQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(PublicTrackingQuery)
export class PublicTrackingHandler implements IQueryHandler<PublicTrackingQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request }: PublicTrackingQuery) {
    return publicTracking(this.deps.pool, request.trackingNumber);
  }
}
