import { deciderSpecification } from '../../../test/support/decider-specification.js';
import { decideMarkAllRead, notificationDecider, type NotificationEvent } from './notification.decider.js';
import { messagePreview, notificationsFor } from './notification-rules.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const owner = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';
const id = '33333333-3333-4333-8333-333333333333';
const { given } = deciderSpecification(notificationDecider, NOW);
const notification = {
  notificationId: id,
  userId: owner,
  type: 'payment_update',
  title: 'Payment held in escrow',
  content: '$25.00 is held safely until your package is delivered.',
  link: null,
  relatedId: null,
  senderUserId: null,
  sourceEventId: '44444444-4444-4444-8444-444444444444',
};
const created: NotificationEvent = { type: 'messaging.notification.created', data: notification };

describe('notification', () => {
  it('is created once per source event and person', () => {
    given().when({ type: 'create_notification', notification }).then([created]);
    given(created).when({ type: 'create_notification', notification }).then([]);
  });
  it('unread becomes read by its owner; reading again records nothing', () => {
    given(created)
      .when({ type: 'mark_notification_read', userId: owner })
      .then([{ type: 'messaging.notification.read', data: { notificationId: id, userId: owner } }]);
    given(created, { type: 'messaging.notification.read', data: { notificationId: id, userId: owner } })
      .when({ type: 'mark_notification_read', userId: owner })
      .then([]);
  });
  it("someone else's notification is not found (404), like a missing one", () => {
    given(created)
      .when({ type: 'mark_notification_read', userId: other })
      .thenThrows('NOTIFICATION.NOT_FOUND', 'not_found');
    given().when({ type: 'mark_notification_read', userId: owner }).thenThrows('NOTIFICATION.NOT_FOUND', 'not_found');
  });
  it("'Mark all as read' records an event only when something is unread", () => {
    expect(decideMarkAllRead(owner, 0, NOW)).toEqual([]);
    expect(decideMarkAllRead(owner, 3, NOW)).toEqual([
      { type: 'messaging.notification.all_read', data: { userId: owner, upTo: NOW.toISOString() } },
    ]);
  });
});

describe('notification rules', () => {
  const nameOf = (u: string) => (u === other ? 'Tayo Traveler' : 'Sam Sender');
  it('message preview: cut at 60 characters plus an ellipsis (spec §9)', () => {
    expect(messagePreview('a'.repeat(60))).toBe('a'.repeat(60));
    expect(messagePreview('a'.repeat(61))).toBe(`${'a'.repeat(60)}…`);
  });
  it('an interest tells the sender, with the traveler named; the §4 map opens the match (/matches/{interest id})', () => {
    const [n] = notificationsFor(
      'marketplace.shipment_interest.expressed',
      { senderId: owner, travelerId: other, shipmentId: id, interestId: id },
      nameOf,
    );
    expect(n).toMatchObject({
      userId: owner,
      type: 'match_request',
      content: 'Tayo Traveler wants to carry your package.',
      link: null,
      relatedId: id,
    });
  });
  it('escrow held tells the sender the amount, linking to the shipment', () => {
    const [n] = notificationsFor(
      'payments.escrow.held',
      { senderId: owner, shipmentId: id, amount: 2500, currency: 'USD' },
      nameOf,
    );
    expect(n).toMatchObject({ userId: owner, type: 'payment_update', link: `/shipments/${id}` });
    expect(n!.content).toContain('$25.00');
  });
  it('shipment steps leave the link to the §4 map (shipment_status_change with the shipment id)', () => {
    const [n] = notificationsFor(
      'marketplace.shipment.delivered',
      { senderId: owner, travelerId: other, shipmentId: id },
      nameOf,
    );
    expect(n).toMatchObject({ type: 'shipment_status_change', link: null, relatedId: id, title: 'Package delivered' });
  });
  it("a staff reply tells the ticket's owner: the subject, a dash, then the reply's 60-character preview", () => {
    const [n] = notificationsFor(
      'messaging.support_ticket.message_added',
      {
        ticketId: id,
        userId: owner,
        subject: 'Where can I drop a parcel in Lagos?',
        content: `Thanks for asking! ${'y'.repeat(70)}`,
        byStaff: true,
        internal: false,
      },
      nameOf,
    );
    expect(n).toMatchObject({
      userId: owner,
      type: 'support_ticket',
      title: 'Support replied to your ticket',
      content: `Where can I drop a parcel in Lagos? — Thanks for asking! ${'y'.repeat(41)}…`,
      link: `/support/${id}`,
    });
  });
  it('an internal note on a ticket tells nobody', () => {
    const drafts = notificationsFor(
      'messaging.support_ticket.message_added',
      {
        ticketId: id,
        userId: other,
        subject: 'Lost parcel',
        content: 'Checked the scans',
        byStaff: true,
        internal: true,
      },
      nameOf,
    );
    expect(drafts).toEqual([]);
  });
  it('a new message tells its recipient with the sender named and a 60-character preview', () => {
    const [n] = notificationsFor(
      'messaging.message.sent',
      { senderId: other, recipientId: owner, content: 'x'.repeat(80) },
      nameOf,
    );
    expect(n).toMatchObject({
      userId: owner,
      type: 'new_message',
      title: 'New message from Tayo Traveler',
      content: `${'x'.repeat(60)}…`,
      relatedId: other,
    });
  });
  it('a package near its storage limit at a relay point tells the sender and the traveler (package_updates)', () => {
    const drafts = notificationsFor(
      'relay.package.near_limit',
      {
        senderId: owner,
        travelerId: other,
        shipmentId: id,
        trackingNumber: 'OW-123',
        relayPointLabel: 'Lagos Hub, Lagos',
        storageDays: 11,
      },
      nameOf,
    );
    expect(drafts.map((d) => d.userId)).toEqual([owner, other]);
    expect(drafts[0]).toMatchObject({
      type: 'package_updates',
      relatedId: id,
      title: 'Package waiting at relay point',
    });
    expect(drafts[0]!.content).toContain('11 days');
  });
  it('events nobody needs to hear about make no notification', () => {
    expect(notificationsFor('marketplace.trip.space_reserved', {}, nameOf)).toEqual([]);
  });
});
