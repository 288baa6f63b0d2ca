import { MESSAGE_MAX_LENGTH, TICKET_SUBJECT_MAX, type TicketStatus, supportTicketErrors } from '@oneway/contracts';
import type { SupportTicketCommand } from './support-ticket.commands.js';
import type { SupportTicketEvent, SupportTicketState } from './support-ticket.state.js';

/** Where staff may move a ticket from each status (a user reply reopens; see below). */
export const STAFF_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  open: ['in_progress', 'waiting_on_user', 'resolved', 'closed'],
  in_progress: ['open', 'waiting_on_user', 'resolved', 'closed'],
  waiting_on_user: ['in_progress', 'resolved', 'closed'],
  resolved: ['in_progress', 'closed'],
  closed: [],
};

/** A user reply on these statuses reopens the ticket. */
const REOPENED_BY_USER_REPLY: readonly TicketStatus[] = ['waiting_on_user', 'resolved'];

function checkContent(content: string): string {
  const text = content.trim();
  if (!text) throw supportTicketErrors.contentEmpty();
  if ([...text].length > MESSAGE_MAX_LENGTH) throw supportTicketErrors.contentTooLong(MESSAGE_MAX_LENGTH);
  return text;
}

type Opened = Extract<SupportTicketState, { opened: true }>;

/** A repeated message id: the same words by the same author is the stored message; else 409. */
function isRetry(state: Opened, messageId: string, authorId: string, content: string): boolean {
  const existing = state.messages[messageId];
  if (!existing) return false;
  if (existing.authorId === authorId && existing.content === content) return true;
  throw supportTicketErrors.idTaken();
}

export function decideSupportTicket(command: SupportTicketCommand, state: SupportTicketState): SupportTicketEvent[] {
  if (command.type === 'open_ticket') {
    const subject = command.subject.trim();
    if (state.opened) {
      if (state.userId === command.userId && state.subject === subject) return [];
      throw supportTicketErrors.idTaken();
    }
    const length = [...subject].length;
    if (length < 3 || length > TICKET_SUBJECT_MAX) throw supportTicketErrors.subjectInvalid(TICKET_SUBJECT_MAX);
    const content = checkContent(command.content);
    if (command.shipmentId && !command.shipmentIsTheirs) throw supportTicketErrors.shipmentNotYours();
    return [
      {
        type: 'messaging.support_ticket.opened',
        data: {
          ticketId: command.ticketId,
          userId: command.userId,
          subject,
          category: command.category,
          priority: command.priority,
          shipmentId: command.shipmentId,
          messageId: command.messageId,
          content,
          attachmentIds: command.attachmentIds,
        },
      },
    ];
  }
  // Nobody learns that someone else's ticket exists: not yours is not found.
  if (!state.opened) throw supportTicketErrors.notFound();
  const owner = command.type === 'owner_reply' || command.type === 'owner_close';
  if (owner && state.userId !== command.userId) throw supportTicketErrors.notFound();

  switch (command.type) {
    case 'owner_reply': {
      const content = checkContent(command.content);
      if (isRetry(state, command.messageId, command.userId, content)) return [];
      if (state.status === 'closed') throw supportTicketErrors.closed();
      const events: SupportTicketEvent[] = [
        {
          type: 'messaging.support_ticket.message_added',
          data: {
            ticketId: state.ticketId,
            messageId: command.messageId,
            authorId: command.userId,
            byStaff: false,
            internal: false,
            content,
            attachmentIds: [],
            userId: state.userId,
            assigneeId: state.assigneeId,
            subject: state.subject,
          },
        },
      ];
      if (REOPENED_BY_USER_REPLY.includes(state.status)) {
        events.push({
          type: 'messaging.support_ticket.status_changed',
          data: {
            ticketId: state.ticketId,
            userId: state.userId,
            from: state.status,
            to: 'open',
            byUserId: command.userId,
            cause: 'user_reply',
          },
        });
      }
      return events;
    }
    case 'staff_reply': {
      const content = checkContent(command.content);
      if (isRetry(state, command.messageId, command.staffId, content)) return [];
      if (state.status === 'closed') throw supportTicketErrors.closed();
      const events: SupportTicketEvent[] = [
        {
          type: 'messaging.support_ticket.message_added',
          data: {
            ticketId: state.ticketId,
            messageId: command.messageId,
            authorId: command.staffId,
            byStaff: true,
            internal: command.internal,
            content,
            attachmentIds: [],
            userId: state.userId,
            assigneeId: state.assigneeId,
            subject: state.subject,
          },
        },
      ];
      // The first answer the user sees means someone is working on it.
      if (!command.internal && state.status === 'open') {
        events.push({
          type: 'messaging.support_ticket.status_changed',
          data: {
            ticketId: state.ticketId,
            userId: state.userId,
            from: 'open',
            to: 'in_progress',
            byUserId: command.staffId,
            cause: 'staff_reply',
          },
        });
      }
      return events;
    }
    case 'assign':
      if (command.assigneeId !== null && !command.assigneeIsStaff) throw supportTicketErrors.assigneeNotStaff();
      if (state.assigneeId === command.assigneeId) return [];
      if (state.status === 'closed') throw supportTicketErrors.closed();
      return [
        {
          type: 'messaging.support_ticket.assigned',
          data: { ticketId: state.ticketId, assigneeId: command.assigneeId, byUserId: command.staffId },
        },
      ];
    case 'change_status':
      if (state.status === command.to) return [];
      if (!STAFF_TRANSITIONS[state.status].includes(command.to))
        throw supportTicketErrors.invalidTransition(state.status, command.to);
      return [
        {
          type: 'messaging.support_ticket.status_changed',
          data: {
            ticketId: state.ticketId,
            userId: state.userId,
            from: state.status,
            to: command.to,
            byUserId: command.staffId,
            cause: 'staff',
          },
        },
      ];
    case 'owner_close':
      if (state.status === 'closed') return [];
      return [
        {
          type: 'messaging.support_ticket.status_changed',
          data: {
            ticketId: state.ticketId,
            userId: state.userId,
            from: state.status,
            to: 'closed',
            byUserId: command.userId,
            cause: 'owner',
          },
        },
      ];
    default: {
      const never: never = command;
      return never;
    }
  }
}
