import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { userAchievements } from '../queries/achievements.query.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { UserAchievementsQuery } from './user-achievements.query.js';

/** Runs UserAchievementsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(UserAchievementsQuery)
export class UserAchievementsHandler implements IQueryHandler<UserAchievementsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: UserAchievementsQuery) {
    requireActor(meta);
    return userAchievements(this.deps.pool, request.userId);
  }
}
