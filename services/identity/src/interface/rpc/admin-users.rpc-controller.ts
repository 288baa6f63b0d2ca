import {
  adminBanUserRpc,
  adminChangeRoleRpc,
  adminGetUserRpc,
  adminListUsersRpc,
  adminUnbanUserRpc,
  adminUserHistoryRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcPayload, RpcCaller } from '@oneway/service-kit';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AdminListUsersQuery } from '../../application/admin-list-users/admin-list-users.query.js';
import { AdminGetUserQuery } from '../../application/admin-get-user/admin-get-user.query.js';
import { AdminUserHistoryQuery } from '../../application/admin-user-history/admin-user-history.query.js';
import { ChangeRoleCommand } from '../../application/change-role/change-role.command.js';
import { BanUserCommand } from '../../application/ban-user/ban-user.command.js';
import { UnbanUserCommand } from '../../application/unban-user/unban-user.command.js';

/** The user aggregate as staff see it: lists, history, roles and bans (staff and admin only, checked in each use case). */
@Controller()
export class AdminUsersRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(adminListUsersRpc)
  adminListUsers(@RpcPayload() req: RpcRequest<typeof adminListUsersRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new AdminListUsersQuery(req, meta));
  }

  @Rpc(adminGetUserRpc)
  adminGetUser(@RpcPayload() req: RpcRequest<typeof adminGetUserRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new AdminGetUserQuery(req, meta));
  }

  @Rpc(adminUserHistoryRpc)
  adminUserHistory(@RpcPayload() req: RpcRequest<typeof adminUserHistoryRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new AdminUserHistoryQuery(req, meta));
  }

  @Rpc(adminChangeRoleRpc)
  adminChangeRole(@RpcPayload() req: RpcRequest<typeof adminChangeRoleRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new ChangeRoleCommand(req, meta));
  }

  @Rpc(adminBanUserRpc)
  adminBanUser(@RpcPayload() req: RpcRequest<typeof adminBanUserRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new BanUserCommand(req, meta));
  }

  @Rpc(adminUnbanUserRpc)
  adminUnbanUser(@RpcPayload() req: RpcRequest<typeof adminUnbanUserRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new UnbanUserCommand(req, meta));
  }
}
