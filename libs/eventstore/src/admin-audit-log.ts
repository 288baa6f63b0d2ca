import { randomUUID } from 'node:crypto';
import type { Queryable } from './db.js';
import type { SqlMigration } from './migrations.js';

/**
 * `admin_audit_logs` (spec §3) lives in every service's own database, beside the effects it
 * records, so a staff action and its audit row commit in ONE transaction (decision
 * ops-staff-roles). The admin area reads them across services (each service answers its
 * own `<context>.staffAudit.list`, the gateway merges them newest first).
 *
 * Idempotent SQL: identity created the table in its first migration; every other service
 * gets it here, and every service gets the correlation id column.
 */
export const ADMIN_AUDIT_LOG_MIGRATION: SqlMigration = {
  name: '20261124010000_admin_audit_logs',
  sql: `
CREATE TABLE IF NOT EXISTS admin_audit_logs (
  id uuid PRIMARY KEY,
  admin_user_id uuid NOT NULL,
  action text NOT NULL,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}',
  ip_address text,
  created_at timestamptz NOT NULL
);
ALTER TABLE admin_audit_logs ADD COLUMN IF NOT EXISTS correlation_id text;
ALTER TABLE admin_audit_logs ADD COLUMN IF NOT EXISTS admin_role text;
CREATE INDEX IF NOT EXISTS admin_audit_logs_entity_idx ON admin_audit_logs (entity_type, entity_id, created_at);
CREATE INDEX IF NOT EXISTS admin_audit_logs_created_idx ON admin_audit_logs (created_at DESC, id);
CREATE INDEX IF NOT EXISTS admin_audit_logs_admin_idx ON admin_audit_logs (admin_user_id, created_at DESC);
`,
};

export interface StaffActionEntry {
  /** Who acted: the verified actor (meta.actor) or identity's own account row. */
  actor: { userId: string; role?: string | null };
  /** Past-tense, dotted: `user.banned`, `setting.changed`, `claim.resolved`. */
  action: string;
  entityType: string;
  entityId: string;
  /** What changed: before/after, reason, amounts. Never secrets. */
  details?: Record<string, unknown>;
  /** From RpcMeta: the caller's IP as the gateway saw it, and the request's correlation id. */
  meta: { ip?: string; correlationId: string };
  /** The command's clock (metadata.now), so the row and the events agree. */
  at: Date;
}

export interface StaffActionRow {
  id: string;
  adminUserId: string;
  adminRole: string | null;
  action: string;
  entityType: string;
  entityId: string;
  details: Record<string, unknown>;
  ipAddress: string | null;
  correlationId: string | null;
  createdAt: string;
}

/**
 * Writes one audit row. Call it with the SAME transaction as the effect (the command unit's
 * `tx`, or inside `unit.alongside(...)`), never with the pool: an effect without its audit
 * row, or an audit row without its effect, must not be possible.
 */
export async function recordStaffAction(tx: Queryable, e: StaffActionEntry): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO admin_audit_logs
       (id, admin_user_id, admin_role, action, entity_type, entity_id, details, ip_address, correlation_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      e.actor.userId,
      e.actor.role ?? null,
      e.action,
      e.entityType,
      e.entityId,
      JSON.stringify(e.details ?? {}),
      e.meta.ip ?? null,
      e.meta.correlationId,
      e.at,
    ],
  );
  return id;
}

export interface StaffActionFilter {
  adminUserId?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
  from?: string;
  to?: string;
  limit: number;
}

/** This service's audit rows, newest first, filtered; the gateway merges services. */
export async function listStaffActions(db: Queryable, f: StaffActionFilter): Promise<StaffActionRow[]> {
  const where: string[] = [];
  const args: unknown[] = [];
  const add = (sql: string, v: unknown) => {
    args.push(v);
    where.push(sql.replace('?', `$${args.length}`));
  };
  if (f.adminUserId) add('admin_user_id = ?', f.adminUserId);
  if (f.action) add('action = ?', f.action);
  if (f.entityType) add('entity_type = ?', f.entityType);
  if (f.entityId) add('entity_id = ?', f.entityId);
  if (f.from) add('created_at >= ?', f.from);
  if (f.to) add('created_at < ?', f.to);
  args.push(f.limit);
  const { rows } = await db.query(
    `SELECT id, admin_user_id, admin_role, action, entity_type, entity_id, details, ip_address, correlation_id, created_at
       FROM admin_audit_logs ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY created_at DESC, id LIMIT $${args.length}`,
    args,
  );
  return rows.map((r) => ({
    id: r.id,
    adminUserId: r.admin_user_id,
    adminRole: r.admin_role,
    action: r.action,
    entityType: r.entity_type,
    entityId: r.entity_id,
    details: r.details,
    ipAddress: r.ip_address,
    correlationId: r.correlation_id,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
