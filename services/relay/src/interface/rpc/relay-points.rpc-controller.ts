import { Controller, Inject } from '@nestjs/common';
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
import { metadataFromRpc, Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { requireActor, requireAdmin } from '../../application/caller.js';
import {
  createRelayPoint,
  manageRelayPoint,
  pointDetailsFromForm,
} from '../../application/relay-points/manage-relay-point.handler.js';
import {
  adminListPoints,
  adminPointView,
  listActivePoints,
  myPoints,
} from '../../application/relay-points/relay-point-views.query.js';
import type { RelayDeps } from '../../application/relay-deps.js';
import { RELAY_DEPS } from '../../relay.tokens.js';

/** Relay points: admin management and staff assignment, the public list, the caller's own points. */
@Controller()
export class RelayPointsRpcController {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  private md(meta: RpcMeta) {
    return metadataFromRpc(meta, this.deps.now());
  }

  @Rpc(adminCreateRelayPointRpc)
  create(@RpcPayload() p: RpcRequest<typeof adminCreateRelayPointRpc>, @RpcCaller() meta: RpcMeta) {
    return createRelayPoint(this.deps, requireAdmin(meta), p, this.md(meta));
  }

  @Rpc(adminUpdateRelayPointRpc)
  update(@RpcPayload() p: RpcRequest<typeof adminUpdateRelayPointRpc>, @RpcCaller() meta: RpcMeta) {
    const { relayPointId, ...form } = p;
    return manageRelayPoint(
      this.deps,
      requireAdmin(meta),
      relayPointId,
      { type: 'update_point', details: pointDetailsFromForm(form) },
      this.md(meta),
    );
  }

  @Rpc(adminSetRelayPointActiveRpc)
  setActive(@RpcPayload() p: RpcRequest<typeof adminSetRelayPointActiveRpc>, @RpcCaller() meta: RpcMeta) {
    const type = p.active ? 'reactivate_point' : 'deactivate_point';
    return manageRelayPoint(this.deps, requireAdmin(meta), p.relayPointId, { type }, this.md(meta));
  }

  @Rpc(adminAssignRelayStaffRpc)
  assign(@RpcPayload() p: RpcRequest<typeof adminAssignRelayStaffRpc>, @RpcCaller() meta: RpcMeta) {
    const command = { type: 'assign_staff' as const, userId: p.userId };
    return manageRelayPoint(this.deps, requireAdmin(meta), p.relayPointId, command, this.md(meta));
  }

  @Rpc(adminUnassignRelayStaffRpc)
  unassign(@RpcPayload() p: RpcRequest<typeof adminUnassignRelayStaffRpc>, @RpcCaller() meta: RpcMeta) {
    const command = { type: 'unassign_staff' as const, userId: p.userId };
    return manageRelayPoint(this.deps, requireAdmin(meta), p.relayPointId, command, this.md(meta));
  }

  @Rpc(adminListRelayPointsRpc)
  list(@RpcPayload() p: RpcRequest<typeof adminListRelayPointsRpc>, @RpcCaller() meta: RpcMeta) {
    requireAdmin(meta);
    return adminListPoints(this.deps.pool, p);
  }

  @Rpc(adminGetRelayPointRpc)
  get(@RpcPayload() p: RpcRequest<typeof adminGetRelayPointRpc>, @RpcCaller() meta: RpcMeta) {
    requireAdmin(meta);
    return adminPointView(this.deps.pool, p.relayPointId);
  }

  @Rpc(listActiveRelayPointsRpc)
  listActive(@RpcPayload() p: RpcRequest<typeof listActiveRelayPointsRpc>) {
    return listActivePoints(this.deps.pool, p);
  }

  @Rpc(myRelayPointsRpc)
  mine(@RpcCaller() meta: RpcMeta) {
    return myPoints(this.deps.pool, requireActor(meta).userId);
  }
}
