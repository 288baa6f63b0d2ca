import type { SupportTicketCommand } from './support-ticket.commands.js';
import { deciderSpecification } from '../../../test/support/decider-specification.js';
import { supportTicketDecider } from './support-ticket.decider.js';
import type { SupportTicketEvent } from './support-ticket.state.js';

const NOW = new Date('2026-11-24T01:00:00Z');
const ana = '11111111-1111-4111-8111-111111111111';
const sue = '22222222-2222-4222-8222-222222222222';
const eve = '33333333-3333-4333-8333-333333333333';
const ticketId = '44444444-4444-4444-8444-444444444444';
const m1 = '55555555-5555-4555-8555-555555555555';
const m2 = '66666666-6666-4666-8666-666666666666';
const shipment = '77777777-7777-4777-8777-777777777777';
const { given } = deciderSpecification(supportTicketDecider, NOW);

const open = (o: Partial<Extract<SupportTicketCommand, { type: 'open_ticket' }>> = {}): SupportTicketCommand => ({
  type: 'open_ticket',
  ticketId,
  userId: ana,
  subject: 'Where is my parcel?',
  category: 'shipment',
  priority: 'medium',
  content: 'It left Lagos a week ago.',
  messageId: m1,
  shipmentId: null,
  shipmentIsTheirs: false,
  attachmentIds: [],
  ...o,
});
const opened: SupportTicketEvent = {
  type: 'messaging.support_ticket.opened',
  data: {
    ticketId,
    userId: ana,
    subject: 'Where is my parcel?',
    category: 'shipment',
    priority: 'medium',
    shipmentId: null,
    messageId: m1,
    content: 'It left Lagos a week ago.',
    attachmentIds: [],
  },
};
const moved = (from: string, to: string): SupportTicketEvent =>
  ({
    type: 'messaging.support_ticket.status_changed',
    data: { ticketId, userId: ana, from, to, byUserId: sue, cause: 'staff' },
  }) as SupportTicketEvent;

describe('support ticket: open', () => {
  it('a user opens a ticket: open, with its first message, trimmed', () => {
    given()
      .when(open({ subject: '  Where is my parcel?  ' }))
      .then([opened]);
  });
  it('a retried open (same id, same subject) opens nothing new; another ticket under that id is 409', () => {
    given(opened).when(open()).then([]);
    given(opened)
      .when(open({ userId: eve }))
      .thenThrows('TICKET.ID_TAKEN', 'conflict');
  });
  it('the subject must be 3 to 150 characters (field subject)', () => {
    const err = given()
      .when(open({ subject: 'hi' }))
      .thenThrows('TICKET.SUBJECT_INVALID', 'validation');
    expect(err.fieldErrors?.[0]?.field).toBe('subject');
    given()
      .when(open({ subject: 'x'.repeat(151) }))
      .thenThrows('TICKET.SUBJECT_INVALID');
  });
  it('the first message cannot be empty (field content)', () => {
    given()
      .when(open({ content: '  ' }))
      .thenThrows('TICKET.CONTENT_EMPTY', 'validation');
  });
  it('a ticket from a shipment names only a shipment of the user', () => {
    given()
      .when(open({ shipmentId: shipment, shipmentIsTheirs: false }))
      .thenThrows('TICKET.SHIPMENT_NOT_YOURS', 'validation');
    const [e] = given()
      .when(open({ shipmentId: shipment, shipmentIsTheirs: true }))
      .thenEvents();
    expect(e?.data).toMatchObject({ shipmentId: shipment });
  });
});

describe('support ticket: replies and internal notes', () => {
  it("someone else's ticket is not found, whatever they try", () => {
    given(opened)
      .when({ type: 'owner_reply', ticketId, userId: eve, messageId: m2, content: 'me too' })
      .thenThrows('TICKET.NOT_FOUND', 'not_found');
    given()
      .when({ type: 'owner_reply', ticketId, userId: ana, messageId: m2, content: 'hello?' })
      .thenThrows('TICKET.NOT_FOUND', 'not_found');
  });
  it("staff's first visible reply moves an open ticket to in progress", () => {
    const events = given(opened)
      .when({ type: 'staff_reply', ticketId, staffId: sue, messageId: m2, content: 'Looking now', internal: false })
      .thenEvents();
    expect(events.map((e) => e.type)).toEqual([
      'messaging.support_ticket.message_added',
      'messaging.support_ticket.status_changed',
    ]);
    expect(events[0]?.data).toMatchObject({ byStaff: true, internal: false, userId: ana });
    expect(events[1]?.data).toMatchObject({ from: 'open', to: 'in_progress', cause: 'staff_reply' });
  });
  it('an internal note is marked internal and changes no status', () => {
    const events = given(opened)
      .when({ type: 'staff_reply', ticketId, staffId: sue, messageId: m2, content: 'VIP user', internal: true })
      .thenEvents();
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toMatchObject({ internal: true, byStaff: true });
  });
  it('a user reply reopens a ticket waiting on the user or resolved', () => {
    for (const status of ['waiting_on_user', 'resolved'] as const) {
      const events = given(opened, moved('open', 'in_progress'), moved('in_progress', status))
        .when({ type: 'owner_reply', ticketId, userId: ana, messageId: m2, content: 'Still nothing' })
        .thenEvents();
      expect(events[1]?.data).toMatchObject({ from: status, to: 'open', cause: 'user_reply' });
    }
  });
  it('a user reply on an open or in-progress ticket changes no status', () => {
    const events = given(opened)
      .when({ type: 'owner_reply', ticketId, userId: ana, messageId: m2, content: 'More details' })
      .thenEvents();
    expect(events).toHaveLength(1);
  });
  it('a closed ticket takes no more messages (409)', () => {
    given(opened, moved('open', 'closed'))
      .when({ type: 'owner_reply', ticketId, userId: ana, messageId: m2, content: 'hello?' })
      .thenThrows('TICKET.CLOSED', 'conflict');
    given(opened, moved('open', 'closed'))
      .when({ type: 'staff_reply', ticketId, staffId: sue, messageId: m2, content: 'hi', internal: false })
      .thenThrows('TICKET.CLOSED', 'conflict');
  });
  it('a retried reply (same id, same words) is stored once; other words under that id are 409', () => {
    const added: SupportTicketEvent = {
      type: 'messaging.support_ticket.message_added',
      data: {
        ticketId,
        messageId: m2,
        authorId: ana,
        byStaff: false,
        internal: false,
        content: 'More',
        attachmentIds: [],
        userId: ana,
        assigneeId: null,
        subject: 'Where is my parcel?',
      },
    };
    given(opened, added).when({ type: 'owner_reply', ticketId, userId: ana, messageId: m2, content: 'More' }).then([]);
    given(opened, added)
      .when({ type: 'owner_reply', ticketId, userId: ana, messageId: m2, content: 'Other' })
      .thenThrows('TICKET.ID_TAKEN', 'conflict');
  });
});

describe('support ticket: queue work', () => {
  it('status moves open → in_progress → waiting_on_user → resolved → closed', () => {
    given(opened)
      .when({ type: 'change_status', ticketId, staffId: sue, to: 'in_progress' })
      .then([moved('open', 'in_progress')]);
    given(opened, moved('open', 'in_progress'))
      .when({ type: 'change_status', ticketId, staffId: sue, to: 'waiting_on_user' })
      .then([moved('in_progress', 'waiting_on_user')]);
    given(opened, moved('open', 'waiting_on_user'))
      .when({ type: 'change_status', ticketId, staffId: sue, to: 'resolved' })
      .then([moved('waiting_on_user', 'resolved')]);
    given(opened, moved('open', 'resolved'))
      .when({ type: 'change_status', ticketId, staffId: sue, to: 'closed' })
      .then([moved('resolved', 'closed')]);
  });
  it('a closed ticket stays closed; a move not in the lifecycle is 409; the same status again records nothing', () => {
    given(opened, moved('open', 'closed'))
      .when({ type: 'change_status', ticketId, staffId: sue, to: 'open' })
      .thenThrows('TICKET.INVALID_TRANSITION', 'conflict');
    given(opened, moved('open', 'resolved'))
      .when({ type: 'change_status', ticketId, staffId: sue, to: 'waiting_on_user' })
      .thenThrows('TICKET.INVALID_TRANSITION', 'conflict');
    given(opened).when({ type: 'change_status', ticketId, staffId: sue, to: 'open' }).then([]);
  });
  it('a ticket is assigned only to staff; the same assignee again records nothing', () => {
    given(opened)
      .when({ type: 'assign', ticketId, staffId: sue, assigneeId: eve, assigneeIsStaff: false })
      .thenThrows('TICKET.ASSIGNEE_NOT_STAFF', 'validation');
    const assigned: SupportTicketEvent = {
      type: 'messaging.support_ticket.assigned',
      data: { ticketId, assigneeId: sue, byUserId: sue },
    };
    given(opened)
      .when({ type: 'assign', ticketId, staffId: sue, assigneeId: sue, assigneeIsStaff: true })
      .then([assigned]);
    given(opened, assigned)
      .when({ type: 'assign', ticketId, staffId: sue, assigneeId: sue, assigneeIsStaff: true })
      .then([]);
  });
  it('the owner may close their own ticket at any time, once', () => {
    const [e] = given(opened).when({ type: 'owner_close', ticketId, userId: ana }).thenEvents();
    expect(e?.data).toMatchObject({ from: 'open', to: 'closed', cause: 'owner' });
    given(opened, moved('open', 'closed')).when({ type: 'owner_close', ticketId, userId: ana }).then([]);
  });
});
