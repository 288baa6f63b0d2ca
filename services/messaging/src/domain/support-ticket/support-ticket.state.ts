import type {
  EventOf,
  TicketStatus,
  supportTicketAssignedV1,
  supportTicketMessageAddedV1,
  supportTicketOpenedV1,
  supportTicketStatusChangedV1,
} from '@oneway/contracts';

export type SupportTicketEvent =
  | EventOf<typeof supportTicketOpenedV1>
  | EventOf<typeof supportTicketMessageAddedV1>
  | EventOf<typeof supportTicketAssignedV1>
  | EventOf<typeof supportTicketStatusChangedV1>;

export type SupportTicketState =
  | { opened: false }
  | {
      opened: true;
      ticketId: string;
      userId: string;
      subject: string;
      status: TicketStatus;
      assigneeId: string | null;
      /** messageId → author and words (a retried send is recognised, never stored twice). */
      messages: Readonly<Record<string, { authorId: string; content: string }>>;
      firstMessageId: string;
      firstContent: string;
    };

export const initialSupportTicketState = (): SupportTicketState => ({ opened: false });

export function evolveSupportTicket(state: SupportTicketState, event: SupportTicketEvent): SupportTicketState {
  if (event.type === 'messaging.support_ticket.opened') {
    const d = event.data;
    return {
      opened: true,
      ticketId: d.ticketId,
      userId: d.userId,
      subject: d.subject,
      status: 'open',
      assigneeId: null,
      messages: { [d.messageId]: { authorId: d.userId, content: d.content } },
      firstMessageId: d.messageId,
      firstContent: d.content,
    };
  }
  if (!state.opened) return state;
  switch (event.type) {
    case 'messaging.support_ticket.message_added':
      return {
        ...state,
        messages: {
          ...state.messages,
          [event.data.messageId]: { authorId: event.data.authorId, content: event.data.content },
        },
      };
    case 'messaging.support_ticket.assigned':
      return { ...state, assigneeId: event.data.assigneeId };
    case 'messaging.support_ticket.status_changed':
      return { ...state, status: event.data.to };
    default: {
      const never: never = event;
      return never;
    }
  }
}
