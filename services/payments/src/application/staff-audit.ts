import { recordStaffAction } from '@oneway/eventstore';
import type { Actor, RpcMeta } from '@oneway/contracts';
import type { MoneyUnitOfWork } from '../infrastructure/persistence/money-unit-of-work.js';

/** Who asked for a manual escrow operation, for its admin_audit_logs row. */
export interface StaffAudit {
  actor: Actor;
  meta: RpcMeta;
  /** The staff member's reason, kept with the row. */
  reason?: string;
}

/** Queues the audit row of a staff money operation on the unit: it commits with the money's events. */
export function auditAlongside(
  uow: MoneyUnitOfWork,
  audit: StaffAudit | undefined,
  action: string,
  shipmentId: string,
  details: Record<string, unknown>,
  at: Date,
): void {
  if (!audit) return;
  uow.alongside((tx) =>
    recordStaffAction(tx, {
      actor: audit.actor,
      action,
      entityType: 'escrow',
      entityId: shipmentId,
      details: audit.reason ? { ...details, reason: audit.reason } : details,
      meta: audit.meta,
      at,
    }),
  );
}
