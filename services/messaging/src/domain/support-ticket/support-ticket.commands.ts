import type { TicketCategory, TicketPriority, TicketStatus } from '@oneway/contracts';

export type SupportTicketCommand =
  | {
      type: 'open_ticket';
      ticketId: string;
      userId: string;
      subject: string;
      category: TicketCategory;
      priority: TicketPriority;
      content: string;
      messageId: string;
      shipmentId: string | null;
      /** The shipment named is the user's own (sender or traveler), from messaging's read model. */
      shipmentIsTheirs: boolean;
      attachmentIds: string[];
    }
  | { type: 'owner_reply'; ticketId: string; userId: string; messageId: string; content: string }
  | {
      type: 'staff_reply';
      ticketId: string;
      staffId: string;
      messageId: string;
      content: string;
      internal: boolean;
    }
  | { type: 'assign'; ticketId: string; staffId: string; assigneeId: string | null; assigneeIsStaff: boolean }
  | { type: 'change_status'; ticketId: string; staffId: string; to: TicketStatus }
  | { type: 'owner_close'; ticketId: string; userId: string };
