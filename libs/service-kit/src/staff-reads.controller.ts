import { Controller, Inject, type Type } from '@nestjs/common';
import {
  adminFiguresRpc,
  requireStaffAction,
  staffAuditListRpc,
  userHistoryListRpc,
  userHistoryRebuildRpc,
  type AdminFigure,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import {
  listStaffActions,
  readUserHistory,
  recordStaffAction,
  withTransaction,
  type Queryable,
} from '@oneway/eventstore';
import { Rpc, RpcCaller, RpcPayload } from './rpc.decorators.js';
import { SERVICE_CONTEXT } from './service-context.token.js';
import type { ServiceContext } from './start-service.js';

/** This service's live figures for the admin dashboard (counts and money by state). */
export type AdminFiguresQuery = (db: Queryable) => Promise<AdminFigure[]>;

/**
 * The admin area's reads every service answers the same way (decisions ops-staff-roles,
 * ops-user-history): its audit rows, its slice of a user's history (and a rebuild of it from
 * the event store), its live figures. Each checks the roles matrix on the verified actor.
 */
export function staffReadsController(context: string, figures?: AdminFiguresQuery): Type {
  const audit = staffAuditListRpc(context);
  const history = userHistoryListRpc(context);
  const rebuild = userHistoryRebuildRpc(context);
  const figuresRpc = adminFiguresRpc(context);

  @Controller()
  class StaffReadsController {
    constructor(@Inject(SERVICE_CONTEXT) private readonly ctx: ServiceContext) {}

    @Rpc(audit)
    async auditLog(@RpcPayload() p: RpcRequest<typeof audit>, @RpcCaller() meta: RpcMeta) {
      requireStaffAction(meta, 'audit.read');
      const rows = await listStaffActions(this.ctx.pool, p);
      return { items: rows.map((r) => ({ ...r, context })) };
    }

    @Rpc(history)
    async userHistory(@RpcPayload() p: RpcRequest<typeof history>, @RpcCaller() meta: RpcMeta) {
      requireStaffAction(meta, 'users.history.read');
      const rows = await readUserHistory(this.ctx.pool, p.userId, p.limit);
      return { items: rows.map((r) => ({ ...r, context })) };
    }

    @Rpc(rebuild)
    async rebuildUserHistory(@RpcPayload() _p: RpcRequest<typeof rebuild>, @RpcCaller() meta: RpcMeta) {
      const actor = requireStaffAction(meta, 'users.history.rebuild');
      const replayed = await this.ctx.projections.rebuild('user_history');
      // A staff action like any other: who rebuilt this service's history, and when.
      await withTransaction(this.ctx.pool, (tx) =>
        recordStaffAction(tx, {
          actor,
          action: 'user_history.rebuilt',
          entityType: 'projection',
          entityId: `${context}.user_history`,
          details: { replayed },
          meta,
          at: new Date(),
        }),
      );
      return { replayed };
    }

    @Rpc(figuresRpc)
    async figures(@RpcPayload() _p: RpcRequest<typeof figuresRpc>, @RpcCaller() meta: RpcMeta) {
      requireStaffAction(meta, 'dashboard.read');
      return { figures: figures ? await figures(this.ctx.pool) : [] };
    }
  }
  return StaffReadsController;
}
