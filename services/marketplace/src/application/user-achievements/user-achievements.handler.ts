import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { type Actor, can } from '@oneway/contracts';
import { requireActor } from '../caller.js';
import { userAchievements } from '../queries/achievements.query.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { UserAchievementsQuery } from './user-achievements.query.js';

/**
 * The earnings and last update are the person's own: they see them, and so do staff allowed
 * `finance.read`; anyone else gets the public part (decision private-figures-and-claimed-ids).
 */
function maySeePrivate(actor: Actor, userId: string): boolean {
  return actor.userId.toLowerCase() === userId.toLowerCase() || can(actor.role, 'finance.read');
}

/** Runs UserAchievementsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(UserAchievementsQuery)
export class UserAchievementsHandler implements IQueryHandler<UserAchievementsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: UserAchievementsQuery) {
    const actor = requireActor(meta);
    return userAchievements(this.deps.pool, request.userId, maySeePrivate(actor, request.userId));
  }
}
