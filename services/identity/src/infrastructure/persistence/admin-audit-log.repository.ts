import { randomUUID } from 'node:crypto';
import type { Queryable } from '@oneway/eventstore';

/** One row per admin command, committed with the command's events. */
export async function recordAdminAction(
  db: Queryable,
  entry: {
    adminUserId: string;
    action: string;
    entityType: string;
    entityId: string;
    details: object;
    ipAddress?: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO admin_audit_logs (id, admin_user_id, action, entity_type, entity_id, details, ip_address, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      randomUUID(),
      entry.adminUserId,
      entry.action,
      entry.entityType,
      entry.entityId,
      JSON.stringify(entry.details),
      entry.ipAddress ?? null,
      entry.at,
    ],
  );
}
