import { z } from 'zod';
import { defineEvent } from '../../define-event.js';

// Support tickets (spec §3 support_tickets, support_ticket_messages): one stream per ticket
// (`support-ticket-<ticketId>`). A user opens one; staff (admin, moderator, support) work it.
// Internal notes are staff-only messages: they never reach the ticket owner.

export const TICKET_STATUSES = ['open', 'in_progress', 'waiting_on_user', 'resolved', 'closed'] as const;
export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES);
export type TicketPriority = z.infer<typeof ticketPrioritySchema>;

export const TICKET_CATEGORIES = ['general', 'shipment', 'payment', 'account', 'claim', 'technical'] as const;
export const ticketCategorySchema = z.enum(TICKET_CATEGORIES);
export type TicketCategory = z.infer<typeof ticketCategorySchema>;

export const TICKET_SUBJECT_MAX = 150;

export const supportTicketOpenedV1 = defineEvent({
  type: 'messaging.support_ticket.opened',
  version: 1,
  schema: z.object({
    ticketId: z.uuid(),
    userId: z.uuid(),
    subject: z.string(),
    category: ticketCategorySchema,
    priority: ticketPrioritySchema,
    /** The shipment it is about, when opened from a shipment. */
    shipmentId: z.uuid().nullable(),
    /** The first message. */
    messageId: z.uuid(),
    content: z.string(),
    attachmentIds: z.array(z.uuid()).default([]),
  }),
});

/** A reply (user or staff) or a staff internal note (`internal`: never shown to the owner). */
export const supportTicketMessageAddedV1 = defineEvent({
  type: 'messaging.support_ticket.message_added',
  version: 1,
  schema: z.object({
    ticketId: z.uuid(),
    messageId: z.uuid(),
    authorId: z.uuid(),
    byStaff: z.boolean(),
    internal: z.boolean(),
    content: z.string(),
    attachmentIds: z.array(z.uuid()).default([]),
    /** The ticket's owner (told of staff replies). */
    userId: z.uuid(),
    /** The assigned agent, if any (told of the owner's replies). */
    assigneeId: z.uuid().nullable(),
    subject: z.string(),
  }),
});

export const supportTicketAssignedV1 = defineEvent({
  type: 'messaging.support_ticket.assigned',
  version: 1,
  schema: z.object({ ticketId: z.uuid(), assigneeId: z.uuid().nullable(), byUserId: z.uuid() }),
});

export const supportTicketStatusChangedV1 = defineEvent({
  type: 'messaging.support_ticket.status_changed',
  version: 1,
  schema: z.object({
    ticketId: z.uuid(),
    userId: z.uuid(),
    from: ticketStatusSchema,
    to: ticketStatusSchema,
    byUserId: z.uuid(),
    /** `user_reply`: the owner wrote back and the ticket reopened; `staff`: an agent moved it. */
    cause: z.enum(['staff', 'owner', 'user_reply', 'staff_reply']),
  }),
});

export const messagingSupportTicketEvents = [
  supportTicketOpenedV1,
  supportTicketMessageAddedV1,
  supportTicketAssignedV1,
  supportTicketStatusChangedV1,
] as const;
