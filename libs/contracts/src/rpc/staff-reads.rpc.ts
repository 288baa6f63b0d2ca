import { z } from 'zod';
import { dateTimeSchema } from '../input-limits.js';
import { defineRpc } from './define-rpc.js';

/**
 * Reads every service answers the same way for the admin area (decision ops-staff-roles and
 * ops-user-history): its `admin_audit_logs`, its slice of a user's history, its live figures.
 * The gateway asks each context and merges.
 */
export const STAFF_READ_CONTEXTS = ['identity', 'marketplace', 'payments', 'relay', 'messaging'] as const;
export type StaffReadContext = (typeof STAFF_READ_CONTEXTS)[number];

export const auditLogEntrySchema = z.object({
  id: z.uuid(),
  context: z.string(),
  adminUserId: z.uuid(),
  adminRole: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  details: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
  correlationId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogFilterSchema = z.object({
  adminUserId: z.uuid().optional(),
  action: z.string().trim().max(100).optional(),
  entityType: z.string().trim().max(100).optional(),
  entityId: z.string().trim().max(100).optional(),
  from: dateTimeSchema.optional(),
  to: dateTimeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type AuditLogFilter = z.input<typeof auditLogFilterSchema>;

export const userHistoryEntrySchema = z.object({
  eventId: z.uuid(),
  context: z.string(),
  type: z.string(),
  streamId: z.string(),
  occurredAt: z.iso.datetime({ offset: true }),
  actorId: z.string().nullable(),
  correlationId: z.string().nullable(),
  /** How the user is named in the event (`userId`, `senderId`, `actor`…). */
  as: z.array(z.string()),
  data: z.record(z.string(), z.unknown()),
});
export type UserHistoryEntry = z.infer<typeof userHistoryEntrySchema>;

/** One live figure: `group` is what a chart groups by (`shipments`), `key` the bar (`pending`). */
export const adminFigureSchema = z.object({
  group: z.string(),
  key: z.string(),
  count: z.number().int(),
  /** Money figures: total in minor units, with the currency. */
  amount: z.number().int().optional(),
  currency: z.string().optional(),
});
export type AdminFigure = z.infer<typeof adminFigureSchema>;

const staffRead = <Q extends z.ZodType, S extends z.ZodType>(context: string, op: string, request: Q, response: S) =>
  defineRpc({ name: `${context}.staff.${op}`, request, response });

export const staffAuditListRpc = (context: string) =>
  staffRead(context, 'auditLog', auditLogFilterSchema, z.object({ items: z.array(auditLogEntrySchema) }));

export const userHistoryListRpc = (context: string) =>
  staffRead(
    context,
    'userHistory',
    z.object({ userId: z.uuid(), limit: z.coerce.number().int().min(1).max(1000).default(500) }),
    z.object({ items: z.array(userHistoryEntrySchema) }),
  );

/** Rebuilds this service's user-history projection from its event store; returns events replayed. */
export const userHistoryRebuildRpc = (context: string) =>
  staffRead(context, 'userHistoryRebuild', z.object({}), z.object({ replayed: z.number().int() }));

export const adminFiguresRpc = (context: string) =>
  staffRead(context, 'figures', z.object({}), z.object({ figures: z.array(adminFigureSchema) }));

// What the gateway answers after asking every service (GET /api/admin/dashboard, /audit-logs,
// /users/:id/timeline): the merged items, and the contexts that did not answer.
/** A live figure merged by the gateway: it names the service that counted it. */
export type MergedAdminFigure = AdminFigure & { context: string };
export type AdminDashboardView = { figures: MergedAdminFigure[]; unavailable: string[] };
export type MergedAuditLog = { items: AuditLogEntry[]; unavailable: string[] };
export type MergedUserHistory = { items: UserHistoryEntry[]; unavailable: string[] };
