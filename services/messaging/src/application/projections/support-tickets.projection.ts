import type { Projection, StoredEvent } from '@oneway/eventstore';
import type { SupportTicketEvent } from '../../domain/support-ticket/support-ticket.state.js';

type Stored = StoredEvent & SupportTicketEvent;

/** `support_tickets` and `support_ticket_messages` (spec §3), internal notes flagged `is_internal`. */
export const supportTicketsProjection: Projection = {
  name: 'messaging.support_tickets',
  handles: [
    'messaging.support_ticket.opened',
    'messaging.support_ticket.message_added',
    'messaging.support_ticket.assigned',
    'messaging.support_ticket.status_changed',
  ],
  async apply(event, tx) {
    const e = event as Stored;
    const addMessage = (
      messageId: string,
      authorId: string,
      content: string,
      internal: boolean,
      byStaff: boolean,
      attachmentIds: readonly string[],
    ) =>
      tx.query(
        `INSERT INTO support_ticket_messages (id, ticket_id, user_id, content, is_internal, by_staff, attachment_ids, created_at, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [messageId, e.data.ticketId, authorId, content, internal, byStaff, attachmentIds, e.occurredAt, e.position],
      );
    switch (e.type) {
      case 'messaging.support_ticket.opened': {
        const d = e.data;
        await tx.query(
          `INSERT INTO support_tickets (id, user_id, subject, status, priority, category, shipment_id, created_at, updated_at)
           VALUES ($1, $2, $3, 'open', $4, $5, $6, $7, $7) ON CONFLICT (id) DO NOTHING`,
          [d.ticketId, d.userId, d.subject, d.priority, d.category, d.shipmentId, e.occurredAt],
        );
        await addMessage(d.messageId, d.userId, d.content, false, false, d.attachmentIds ?? []);
        return;
      }
      case 'messaging.support_ticket.message_added': {
        const d = e.data;
        await addMessage(d.messageId, d.authorId, d.content, d.internal, d.byStaff, d.attachmentIds ?? []);
        if (!d.internal)
          await tx.query('UPDATE support_tickets SET updated_at = $2 WHERE id = $1', [d.ticketId, e.occurredAt]);
        return;
      }
      case 'messaging.support_ticket.assigned':
        await tx.query('UPDATE support_tickets SET assigned_to_user_id = $2 WHERE id = $1', [
          e.data.ticketId,
          e.data.assigneeId,
        ]);
        return;
      case 'messaging.support_ticket.status_changed':
        await tx.query(
          `UPDATE support_tickets SET status = $2, updated_at = $3,
                  resolved_at = CASE WHEN $2 IN ('resolved', 'closed') THEN COALESCE(resolved_at, $3)
                                     ELSE NULL END
            WHERE id = $1`,
          [e.data.ticketId, e.data.to, e.occurredAt],
        );
        return;
      default:
        return;
    }
  },
  async reset(tx) {
    await tx.query('TRUNCATE support_tickets, support_ticket_messages');
  },
};
