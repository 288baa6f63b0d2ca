/** What one domain event tells one person (before it gets its id). */
export interface NotificationDraft {
  userId: string;
  type: string;
  title: string;
  content: string;
  /** Explicit target; null lets the web's link map (spec §4) decide from type and relatedId. */
  link: string | null;
  relatedId: string | null;
  senderUserId: string | null;
}

/** Spec §9: a message preview is cut at 60 characters plus an ellipsis. */
export function messagePreview(content: string): string {
  const chars = [...content];
  return chars.length > 60 ? `${chars.slice(0, 60).join('')}…` : content;
}

/**
 * A ticket's subject, then the reply's preview. A dash, not a colon: subjects are often
 * questions, and "Lagos?: Thanks" read as a typo.
 */
function ticketReplyPreview(subject: string, content: unknown): string {
  const preview = messagePreview(String(content ?? ''));
  return subject ? `${subject} — ${preview}` : preview;
}

const money = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
};

type D = Record<string, unknown> & {
  shipmentId?: string;
  senderId?: string;
  travelerId?: string;
  tripId?: string;
  interestId?: string;
  userId?: string;
  amount?: number;
  currency?: string;
};

/**
 * Who hears about which event, with which words (the product's notification catalogue).
 * `nameOf` gives a person's display name from messaging's user directory.
 */
export function notificationsFor(type: string, data: D, nameOf: (userId: string) => string): NotificationDraft[] {
  const n = (d: Omit<NotificationDraft, 'senderUserId'> & { senderUserId?: string | null }): NotificationDraft => ({
    senderUserId: null,
    ...d,
  });
  switch (type) {
    case 'marketplace.shipment_interest.expressed':
      return [
        n({
          userId: data.senderId!,
          type: 'match_request',
          title: 'New interest in your shipment',
          content: `${nameOf(data.travelerId!)} wants to carry your package.`,
          // match_* notifications open the match (spec §4: /matches/{relatedId}, the interest id).
          link: null,
          relatedId: data.interestId!,
          senderUserId: data.travelerId!,
        }),
      ];
    case 'marketplace.shipment_interest.accepted':
      return [
        n({
          userId: data.travelerId!,
          type: 'match_accepted',
          title: 'Your interest was accepted',
          content: 'The sender chose you to carry their package. Arrange the handoff in Messages.',
          link: null,
          relatedId: data.interestId!,
          senderUserId: data.senderId ?? null,
        }),
      ];
    case 'marketplace.shipment_interest.rejected':
      return [
        n({
          userId: data.travelerId!,
          type: 'match_rejected',
          title: 'Your interest was not accepted',
          content:
            data.reason === 'shipment_cancelled'
              ? 'The sender cancelled this shipment.'
              : 'The sender chose another traveler for this shipment.',
          link: null,
          relatedId: data.interestId!,
        }),
      ];
    case 'payments.escrow.held':
      return [
        n({
          userId: data.senderId!,
          type: 'payment_update',
          title: 'Payment held in escrow',
          content: `${money(data.amount!, data.currency!)} is held safely until your package is delivered.`,
          link: `/shipments/${data.shipmentId}`,
          relatedId: data.shipmentId!,
        }),
      ];
    case 'payments.escrow.released':
      return [
        n({
          userId: data.travelerId!,
          type: 'payment_received',
          title: 'Payment released to you',
          content: `${money(data.amount!, data.currency!)} for your delivery is in your earnings.`,
          link: '/earnings',
          relatedId: data.shipmentId!,
        }),
        n({
          userId: data.senderId!,
          type: 'payment_update',
          title: 'Payment released to your traveler',
          content: `Your ${money(data.amount!, data.currency!)} payment was released after delivery.`,
          link: `/shipments/${data.shipmentId}`,
          relatedId: data.shipmentId!,
        }),
      ];
    case 'payments.escrow.refunded':
      return [
        n({
          userId: data.senderId!,
          type: 'payment_update',
          title: data.full ? 'Payment refunded' : 'Payment partly refunded',
          content: `${money(data.amount!, data.currency!)} is on its way back to your card.`,
          link: `/shipments/${data.shipmentId}`,
          relatedId: data.shipmentId!,
        }),
      ];
    case 'marketplace.shipment.picked_up':
    case 'marketplace.shipment.departed':
    case 'marketplace.shipment.arrived':
    case 'marketplace.shipment.delivered': {
      const words: Record<string, [string, string]> = {
        'marketplace.shipment.picked_up': ['Package picked up', `${nameOf(data.travelerId!)} has your package.`],
        'marketplace.shipment.departed': ['Package in transit', 'Your package is on its way.'],
        'marketplace.shipment.arrived': ['Package arrived', 'Your package arrived at its destination.'],
        'marketplace.shipment.delivered': ['Package delivered', 'Your package was delivered to the receiver.'],
      };
      const [title, content] = words[type]!;
      return [
        n({
          userId: data.senderId!,
          type: 'shipment_status_change',
          title,
          content,
          link: null,
          relatedId: data.shipmentId!,
          senderUserId: data.travelerId ?? null,
        }),
      ];
    }
    case 'marketplace.claim.filed': {
      const kind = String(data.claimType ?? '').replace(/_/g, ' ');
      return [
        n({
          userId: data.travelerId!,
          type: 'claim_update',
          title: 'A claim was filed on your delivery',
          content: `${nameOf(data.senderId!)} reports the package as ${kind}. The payment is frozen until staff decide; give your side now.`,
          link: `/claims/${String(data.claimId)}`,
          relatedId: String(data.claimId),
          senderUserId: data.senderId ?? null,
        }),
      ];
    }
    case 'marketplace.claim.answered':
      return [
        n({
          userId: data.senderId!,
          type: 'claim_update',
          title: 'The traveler answered your claim',
          content: `${nameOf(data.travelerId!)} gave their side. Staff will decide soon.`,
          link: `/claims/${String(data.claimId)}`,
          relatedId: String(data.claimId),
          senderUserId: data.travelerId ?? null,
        }),
      ];
    case 'marketplace.claim.resolved': {
      const currency = String(data.currency ?? 'USD');
      const refund = Number(data.refundAmount ?? 0);
      const share = Number(data.travelerAmount ?? 0);
      const insurance = Number(data.insurancePayout ?? 0);
      const outcome =
        data.outcome === 'release'
          ? 'The payment was released to the traveler.'
          : data.outcome === 'full_refund'
            ? `You get a full refund of ${money(refund, currency)}.`
            : `${money(refund, currency)} is refunded to the sender and ${money(share, currency)} goes to the traveler.`;
      const reason = `Reason: ${String(data.reason ?? '')}`;
      const extra = insurance > 0 ? ` Insurance pays ${money(insurance, currency)} to the sender.` : '';
      const link = `/claims/${String(data.claimId)}`;
      return [
        n({
          userId: data.senderId!,
          type: 'claim_update',
          title: 'Your claim was resolved',
          content: `${outcome}${extra} ${reason}`,
          link,
          relatedId: String(data.claimId),
        }),
        n({
          userId: data.travelerId!,
          type: 'claim_update',
          title: 'The claim on your delivery was resolved',
          content:
            data.outcome === 'full_refund'
              ? `The sender was refunded in full. ${reason}`
              : `${money(share, currency)} is in your available balance. ${reason}`,
          link,
          relatedId: String(data.claimId),
        }),
      ];
    }
    case 'messaging.support_ticket.message_added': {
      // An internal note tells nobody; a staff reply tells the owner; the owner's reply tells the assignee.
      if (data.internal) return [];
      const ticketId = String(data.ticketId);
      const subject = String(data.subject ?? '');
      if (data.byStaff)
        return [
          n({
            userId: data.userId!,
            type: 'support_ticket',
            title: 'Support replied to your ticket',
            content: ticketReplyPreview(subject, data.content),
            link: `/support/${ticketId}`,
            relatedId: ticketId,
          }),
        ];
      if (typeof data.assigneeId !== 'string') return [];
      return [
        n({
          userId: data.assigneeId,
          type: 'support_ticket',
          title: 'New reply on a ticket',
          content: ticketReplyPreview(subject, data.content),
          link: `/admin/support/${ticketId}`,
          relatedId: ticketId,
          senderUserId: data.userId ?? null,
        }),
      ];
    }
    case 'messaging.support_ticket.status_changed': {
      if (data.cause !== 'staff' || (data.to !== 'resolved' && data.to !== 'closed')) return [];
      const ticketId = String(data.ticketId);
      return [
        n({
          userId: data.userId!,
          type: 'support_ticket',
          title: data.to === 'resolved' ? 'Your ticket was resolved' : 'Your ticket was closed',
          content:
            data.to === 'resolved'
              ? 'Reply if you still need help: the ticket reopens.'
              : 'Open a new ticket if you need more help.',
          link: `/support/${ticketId}`,
          relatedId: ticketId,
        }),
      ];
    }
    case 'marketplace.achievement.unlocked':
      return [
        n({
          userId: data.userId!,
          type: 'achievement_unlocked',
          title: 'Badge unlocked',
          content: `You earned the ${String(data.badgeName)} badge (${String(data.tier)}).`,
          link: '/profile/achievements',
          relatedId: null,
        }),
      ];
    case 'marketplace.trip.approved':
      return [
        n({
          userId: data.travelerId!,
          type: 'trip_verification',
          title: 'Trip verified',
          content: 'Your trip is live: senders can now find you.',
          link: null,
          relatedId: data.tripId!,
        }),
      ];
    case 'marketplace.trip.rejected':
      return [
        n({
          userId: data.travelerId!,
          type: 'trip_verification',
          title: 'Trip not approved',
          content: String(data.adminNotes ?? ''),
          link: null,
          relatedId: data.tripId!,
        }),
      ];
    case 'payments.wallet.withdrawal_paid':
      return [
        n({
          userId: data.userId!,
          type: 'payment_sent',
          title: 'Withdrawal paid',
          content: `${money(data.amount!, data.currency!)} was sent to your account.`,
          link: null,
          relatedId: String(data.withdrawalId),
        }),
      ];
    case 'payments.wallet.withdrawal_failed':
      return [
        n({
          userId: data.userId!,
          type: 'payment_update',
          title: 'Withdrawal failed',
          content: `${money(data.amount!, data.currency!)} is back in your available balance.`,
          link: null,
          relatedId: String(data.withdrawalId),
        }),
      ];
    case 'relay.package.checked_in':
    case 'relay.package.near_limit':
    case 'relay.package.expired': {
      const where = String(data.relayPointLabel ?? 'the relay point');
      const days = Number(data.storageDays ?? 0);
      const [title, content] =
        type === 'relay.package.checked_in'
          ? ['Package checked in at relay point', `Your package ${data.trackingNumber} is at ${where}.`]
          : type === 'relay.package.near_limit'
            ? [
                'Package waiting at relay point',
                `Your package ${data.trackingNumber} has been at ${where} for ${days} days. Please collect it before day 14.`,
              ]
            : [
                'Package storage expired',
                `Your package ${data.trackingNumber} has been at ${where} for ${days} days and will be returned.`,
              ];
      const people = [data.senderId, ...(type === 'relay.package.checked_in' ? [] : [data.travelerId])].filter(
        (u): u is string => typeof u === 'string',
      );
      return people.map((userId) =>
        n({ userId, type: 'package_updates', title, content, link: null, relatedId: data.shipmentId! }),
      );
    }
    case 'messaging.message.sent':
      return [
        n({
          userId: String(data.recipientId),
          type: 'new_message',
          title: `New message from ${nameOf(data.senderId!)}`,
          content: messagePreview(String(data.content)),
          link: `/messages/${data.senderId}`,
          relatedId: data.senderId!,
          senderUserId: data.senderId!,
        }),
      ];
    default:
      return [];
  }
}

/**
 * The event types some rule above turns into notifications when they arrive from the bus, by
 * context. A sent message is not among them: its notification commits with it (decision
 * messaging-message-notification-commits-with-it).
 */
export const NOTIFYING_EVENTS: Record<string, readonly string[]> = {
  marketplace: [
    'marketplace.shipment_interest.expressed',
    'marketplace.shipment_interest.accepted',
    'marketplace.shipment_interest.rejected',
    'marketplace.shipment.picked_up',
    'marketplace.shipment.departed',
    'marketplace.shipment.arrived',
    'marketplace.shipment.delivered',
    'marketplace.trip.approved',
    'marketplace.trip.rejected',
    'marketplace.achievement.unlocked',
    'marketplace.claim.filed',
    'marketplace.claim.answered',
    'marketplace.claim.resolved',
  ],
  payments: [
    'payments.escrow.held',
    'payments.escrow.released',
    'payments.escrow.refunded',
    'payments.wallet.withdrawal_paid',
    'payments.wallet.withdrawal_failed',
  ],
  relay: ['relay.package.checked_in', 'relay.package.near_limit', 'relay.package.expired'],
  messaging: ['messaging.support_ticket.message_added', 'messaging.support_ticket.status_changed'],
};
