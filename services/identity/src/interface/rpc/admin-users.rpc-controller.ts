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
import { banUser, unbanUser } from '../../application/admin-users/ban-user.handler.js';
import { changeRole } from '../../application/admin-users/change-role.handler.js';
import { getUserForStaff, listUsers, userHistory } from '../../application/admin-users/read-users.handler.js';
import { type IdentityDeps, IDENTITY_DEPS } from '../../application/identity-deps.js';
import { Controller, Inject } from '@nestjs/common';

/** The user aggregate as staff see it: lists, history, roles and bans (staff and admin only, checked in each use case). */
@Controller()
export class AdminUsersRpcController {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  @Rpc(adminListUsersRpc)
  adminListUsers(@RpcPayload() req: RpcRequest<typeof adminListUsersRpc>, @RpcCaller() meta: RpcMeta) {
    return listUsers(this.deps, req, meta);
  }

  @Rpc(adminGetUserRpc)
  adminGetUser(@RpcPayload() req: RpcRequest<typeof adminGetUserRpc>, @RpcCaller() meta: RpcMeta) {
    return getUserForStaff(this.deps, req.userId, meta);
  }

  @Rpc(adminUserHistoryRpc)
  adminUserHistory(@RpcPayload() req: RpcRequest<typeof adminUserHistoryRpc>, @RpcCaller() meta: RpcMeta) {
    return userHistory(this.deps, req, meta);
  }

  @Rpc(adminChangeRoleRpc)
  adminChangeRole(@RpcPayload() req: RpcRequest<typeof adminChangeRoleRpc>, @RpcCaller() meta: RpcMeta) {
    return changeRole(this.deps, req, meta);
  }

  @Rpc(adminBanUserRpc)
  adminBanUser(@RpcPayload() req: RpcRequest<typeof adminBanUserRpc>, @RpcCaller() meta: RpcMeta) {
    return banUser(this.deps, req, meta);
  }

  @Rpc(adminUnbanUserRpc)
  adminUnbanUser(@RpcPayload() req: RpcRequest<typeof adminUnbanUserRpc>, @RpcCaller() meta: RpcMeta) {
    return unbanUser(this.deps, req, meta);
  }
}
