import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { userAchievementsRpc, type RpcMeta, type RpcRequest } from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { UserAchievementsQuery } from '../../application/user-achievements/user-achievements.query.js';

/** Badges and stats, public to signed-in users (profiles show them). */
@Controller()
export class AchievementsRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(userAchievementsRpc)
  userAchievements(@RpcPayload() req: RpcRequest<typeof userAchievementsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new UserAchievementsQuery(req, meta));
  }
}
