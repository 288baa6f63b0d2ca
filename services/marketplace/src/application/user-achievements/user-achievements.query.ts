import type { userAchievementsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `userAchievements` as a query: the checked request and the caller. */
export class UserAchievementsQuery extends RpcQuery<typeof userAchievementsRpc> {}
