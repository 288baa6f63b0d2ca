import { Controller } from '@nestjs/common';
import {
  adminAssignRelayStaffRpc,
  adminCreateRelayPointRpc,
  adminGetRelayPointRpc,
  adminListRelayPointsRpc,
  adminSetRelayPointActiveRpc,
  adminUnassignRelayStaffRpc,
  adminUpdateRelayPointRpc,
  listActiveRelayPointsRpc,
  myRelayPointsRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AdminCreateRelayPointCommand } from '../../application/admin-create-relay-point/admin-create-relay-point.command.js';
import { AdminUpdateRelayPointCommand } from '../../application/admin-update-relay-point/admin-update-relay-point.command.js';
import { AdminSetRelayPointActiveCommand } from '../../application/admin-set-relay-point-active/admin-set-relay-point-active.command.js';
import { AdminAssignRelayStaffCommand } from '../../application/admin-assign-relay-staff/admin-assign-relay-staff.command.js';
import { AdminUnassignRelayStaffCommand } from '../../application/admin-unassign-relay-staff/admin-unassign-relay-staff.command.js';
import { AdminListRelayPointsQuery } from '../../application/admin-list-relay-points/admin-list-relay-points.query.js';
import { AdminGetRelayPointQuery } from '../../application/admin-get-relay-point/admin-get-relay-point.query.js';
import { ListActiveRelayPointsQuery } from '../../application/list-active-relay-points/list-active-relay-points.query.js';
import { MyRelayPointsQuery } from '../../application/my-relay-points/my-relay-points.query.js';

/** Relay points: admin management and staff assignment, the public list, the caller's own points. */
@Controller()
export class RelayPointsRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(adminCreateRelayPointRpc)
  create(@RpcPayload() req: RpcRequest<typeof adminCreateRelayPointRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new AdminCreateRelayPointCommand(req, meta));
  }

  @Rpc(adminUpdateRelayPointRpc)
  update(@RpcPayload() req: RpcRequest<typeof adminUpdateRelayPointRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new AdminUpdateRelayPointCommand(req, meta));
  }

  @Rpc(adminSetRelayPointActiveRpc)
  setActive(@RpcPayload() req: RpcRequest<typeof adminSetRelayPointActiveRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new AdminSetRelayPointActiveCommand(req, meta));
  }

  @Rpc(adminAssignRelayStaffRpc)
  assign(@RpcPayload() req: RpcRequest<typeof adminAssignRelayStaffRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new AdminAssignRelayStaffCommand(req, meta));
  }

  @Rpc(adminUnassignRelayStaffRpc)
  unassign(@RpcPayload() req: RpcRequest<typeof adminUnassignRelayStaffRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new AdminUnassignRelayStaffCommand(req, meta));
  }

  @Rpc(adminListRelayPointsRpc)
  list(@RpcPayload() req: RpcRequest<typeof adminListRelayPointsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new AdminListRelayPointsQuery(req, meta));
  }

  @Rpc(adminGetRelayPointRpc)
  get(@RpcPayload() req: RpcRequest<typeof adminGetRelayPointRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new AdminGetRelayPointQuery(req, meta));
  }

  @Rpc(listActiveRelayPointsRpc)
  listActive(@RpcPayload() req: RpcRequest<typeof listActiveRelayPointsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new ListActiveRelayPointsQuery(req, meta));
  }

  @Rpc(myRelayPointsRpc)
  mine(@RpcPayload() req: RpcRequest<typeof myRelayPointsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new MyRelayPointsQuery(req, meta));
  }
}
