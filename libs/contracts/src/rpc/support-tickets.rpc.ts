import { z } from 'zod';
import {
  ticketCategorySchema,
  ticketPrioritySchema,
  ticketStatusSchema,
} from '../events/messaging/support-ticket.events.js';
import { defineRpc } from './define-rpc.js';

// Support tickets between the gateway and messaging. The owner's calls never return
// internal notes (the query leaves them out); the staff calls are refused to plain users.

const id = z.uuid();
const iso = z.string();
const person = z.object({ id, fullName: z.string() }).nullable();

export const ticketMessageViewSchema = z.object({
  id,
  ticketId: id,
  authorId: id,
  authorName: z.string(),
  byStaff: z.boolean(),
  content: z.string(),
  /** Files uploaded with the message (GET …/attachments/:fileId). */
  attachmentIds: z.array(id),
  createdAt: iso,
});
export type TicketMessageView = z.infer<typeof ticketMessageViewSchema>;

/** A staff view of a message adds whether it is an internal note. */
export const staffTicketMessageViewSchema = ticketMessageViewSchema.extend({ isInternal: z.boolean() });
export type StaffTicketMessageView = z.infer<typeof staffTicketMessageViewSchema>;

export const ticketSummarySchema = z.object({
  id,
  userId: id,
  subject: z.string(),
  category: ticketCategorySchema,
  priority: ticketPrioritySchema,
  status: ticketStatusSchema,
  shipmentId: id.nullable(),
  createdAt: iso,
  updatedAt: iso,
  resolvedAt: iso.nullable(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const staffTicketSummarySchema = ticketSummarySchema.extend({
  user: person,
  assignee: person,
  assignedToUserId: id.nullable(),
});
export type StaffTicketSummary = z.infer<typeof staffTicketSummarySchema>;

export const openTicketRpc = defineRpc({
  name: 'messaging.open_ticket',
  request: z.object({
    /** Chosen by the client: a retried open creates one ticket. */
    ticketId: id,
    subject: z.string({ error: 'Subject is required' }),
    category: ticketCategorySchema.default('general'),
    priority: ticketPrioritySchema.default('medium'),
    content: z.string({ error: 'Message is required' }),
    shipmentId: id.nullish(),
    /** Ids of files the caller uploaded first (POST /api/support/tickets/attachments). */
    attachmentIds: z.array(id).max(5, { error: 'At most 5 attachments' }).default([]),
  }),
  response: ticketSummarySchema,
});

export const myTicketsRpc = defineRpc({
  name: 'messaging.my_tickets',
  request: z.object({}),
  response: z.object({ items: z.array(ticketSummarySchema) }),
});

export const myTicketRpc = defineRpc({
  name: 'messaging.my_ticket',
  request: z.object({ ticketId: id }),
  response: z.object({ ticket: ticketSummarySchema, messages: z.array(ticketMessageViewSchema) }),
});

export const replyMyTicketRpc = defineRpc({
  name: 'messaging.reply_my_ticket',
  request: z.object({ ticketId: id, messageId: id, content: z.string({ error: 'Message is required' }) }),
  response: z.object({ ticket: ticketSummarySchema, messages: z.array(ticketMessageViewSchema) }),
});

export const closeMyTicketRpc = defineRpc({
  name: 'messaging.close_my_ticket',
  request: z.object({ ticketId: id }),
  response: ticketSummarySchema,
});

export const staffTicketsRpc = defineRpc({
  name: 'messaging.staff_tickets',
  request: z.object({
    status: ticketStatusSchema.optional(),
    priority: ticketPrioritySchema.optional(),
    category: ticketCategorySchema.optional(),
    /** A staff user's id, or `none` for the unassigned. */
    assignee: z.union([id, z.literal('none')]).optional(),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    items: z.array(staffTicketSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const staffTicketRpc = defineRpc({
  name: 'messaging.staff_ticket',
  request: z.object({ ticketId: id }),
  response: z.object({ ticket: staffTicketSummarySchema, messages: z.array(staffTicketMessageViewSchema) }),
});

export const staffReplyTicketRpc = defineRpc({
  name: 'messaging.staff_reply_ticket',
  request: z.object({
    ticketId: id,
    messageId: id,
    content: z.string({ error: 'Message is required' }),
    /** An internal note: staff only, never shown to the ticket's owner. */
    internal: z.boolean().default(false),
  }),
  response: z.object({ ticket: staffTicketSummarySchema, messages: z.array(staffTicketMessageViewSchema) }),
});

export const staffAssignTicketRpc = defineRpc({
  name: 'messaging.staff_assign_ticket',
  request: z.object({ ticketId: id, assigneeId: id.nullable() }),
  response: staffTicketSummarySchema,
});

export const staffTicketStatusRpc = defineRpc({
  name: 'messaging.staff_ticket_status',
  request: z.object({ ticketId: id, status: ticketStatusSchema }),
  response: staffTicketSummarySchema,
});
