import {
  type StaffTicketMessageView,
  type StaffTicketSummary,
  type TicketMessageView,
  type TicketSummary,
  can,
  supportTicketErrors,
} from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';

interface TicketRow {
  id: string;
  user_id: string;
  assigned_to_user_id: string | null;
  subject: string;
  status: TicketSummary['status'];
  priority: TicketSummary['priority'];
  category: TicketSummary['category'];
  shipment_id: string | null;
  created_at: Date;
  updated_at: Date;
  resolved_at: Date | null;
  user_name?: string | null;
  assignee_name?: string | null;
}

const summary = (r: TicketRow): TicketSummary => ({
  id: r.id,
  userId: r.user_id,
  subject: r.subject,
  category: r.category,
  priority: r.priority,
  status: r.status,
  shipmentId: r.shipment_id,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  resolvedAt: r.resolved_at?.toISOString() ?? null,
});

const staffSummary = (r: TicketRow): StaffTicketSummary => ({
  ...summary(r),
  assignedToUserId: r.assigned_to_user_id,
  user: { id: r.user_id, fullName: r.user_name ?? 'Someone' },
  assignee: r.assigned_to_user_id ? { id: r.assigned_to_user_id, fullName: r.assignee_name ?? 'Someone' } : null,
});

const STAFF_SELECT = `SELECT t.*, u.full_name AS user_name, a.full_name AS assignee_name
  FROM support_tickets t
  LEFT JOIN messaging_users u ON u.id = t.user_id
  LEFT JOIN messaging_users a ON a.id = t.assigned_to_user_id`;

export async function myTickets(db: Queryable, userId: string): Promise<TicketSummary[]> {
  const { rows } = await db.query<TicketRow>(
    'SELECT * FROM support_tickets WHERE user_id = $1 ORDER BY updated_at DESC LIMIT 200',
    [userId],
  );
  return rows.map(summary);
}

interface MessageRow {
  id: string;
  ticket_id: string;
  user_id: string;
  content: string;
  is_internal: boolean;
  by_staff: boolean;
  attachment_ids: string[];
  created_at: Date;
  author_name: string | null;
}

const messagesSql = (withInternal: boolean) => `
  SELECT m.id, m.ticket_id, m.user_id, m.content, m.is_internal, m.by_staff, m.attachment_ids, m.created_at, u.full_name AS author_name
    FROM support_ticket_messages m LEFT JOIN messaging_users u ON u.id = m.user_id
   WHERE m.ticket_id = $1 ${withInternal ? '' : 'AND NOT m.is_internal'}
   ORDER BY m.position`;

const messageView = (r: MessageRow): TicketMessageView => ({
  id: r.id,
  ticketId: r.ticket_id,
  authorId: r.user_id,
  authorName: r.author_name ?? 'Someone',
  byStaff: r.by_staff,
  content: r.content,
  attachmentIds: r.attachment_ids ?? [],
  createdAt: r.created_at.toISOString(),
});

/** The owner's view: internal notes are left out by the query itself, never filtered later. */
export async function myTicket(
  db: Queryable,
  userId: string,
  ticketId: string,
): Promise<{ ticket: TicketSummary; messages: TicketMessageView[] }> {
  const { rows } = await db.query<TicketRow>('SELECT * FROM support_tickets WHERE id = $1 AND user_id = $2', [
    ticketId,
    userId,
  ]);
  if (!rows[0]) throw supportTicketErrors.notFound();
  const messages = await db.query<MessageRow>(messagesSql(false), [ticketId]);
  return { ticket: summary(rows[0]), messages: messages.rows.map(messageView) };
}

export async function staffTicket(
  db: Queryable,
  ticketId: string,
): Promise<{ ticket: StaffTicketSummary; messages: StaffTicketMessageView[] }> {
  const { rows } = await db.query<TicketRow>(`${STAFF_SELECT} WHERE t.id = $1`, [ticketId]);
  if (!rows[0]) throw supportTicketErrors.notFound();
  const messages = await db.query<MessageRow>(messagesSql(true), [ticketId]);
  return {
    ticket: staffSummary(rows[0]),
    messages: messages.rows.map((r) => ({ ...messageView(r), isInternal: r.is_internal })),
  };
}

export interface QueueFilter {
  status?: string;
  priority?: string;
  category?: string;
  assignee?: string;
  page: number;
  pageSize: number;
}

const PRIORITY_ORDER = "CASE t.priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END";

/** The staff queue: most urgent first, then the longest waiting. */
export async function ticketQueue(db: Queryable, f: QueueFilter) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.status) add('t.status = ?', f.status);
  if (f.priority) add('t.priority = ?', f.priority);
  if (f.category) add('t.category = ?', f.category);
  if (f.assignee === 'none') where.push('t.assigned_to_user_id IS NULL');
  else if (f.assignee) add('t.assigned_to_user_id = ?', f.assignee);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = await db.query<{ n: string }>(`SELECT count(*) AS n FROM support_tickets t ${clause}`, params);
  const { rows } = await db.query<TicketRow>(
    `${STAFF_SELECT} ${clause} ORDER BY ${PRIORITY_ORDER}, t.updated_at ASC LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}`,
    params,
  );
  return { items: rows.map(staffSummary), total: Number(total.rows[0]?.n ?? 0), page: f.page, pageSize: f.pageSize };
}

export async function isStaffMember(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ role: string }>('SELECT role FROM messaging_users WHERE id = $1', [userId]);
  return can(rows[0]?.role, 'tickets.work');
}

export async function isShipmentParty(db: Queryable, shipmentId: string, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM shipment_parties WHERE shipment_id = $1 AND user_id = $2', [
    shipmentId,
    userId,
  ]);
  return !!rowCount;
}
