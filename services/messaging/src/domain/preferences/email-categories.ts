import type { EmailCategory } from '@oneway/contracts';

/** What each e-mail category covers, in the words the settings page and the e-mails show. */
export const EMAIL_CATEGORY_TEXT: Record<EmailCategory, { label: string; description: string }> = {
  payments: {
    label: 'Payments',
    description: 'A payment held in escrow for your shipment, a withdrawal paid or failed.',
  },
  shipments: {
    label: 'Shipment updates',
    description: 'Your package was picked up or delivered.',
  },
  relay: {
    label: 'Relay points',
    description: 'A package waiting at a relay point is close to its storage limit or expired.',
  },
  messages: {
    label: 'Messages',
    description: 'Messages you have not read 15 minutes after they arrived, in one e-mail.',
  },
};

/**
 * The source events a person must not miss (issue 13): their notification is also e-mailed.
 * New messages are e-mailed separately, batched, once they stayed unread (see the digest job).
 */
export const EMAIL_CATEGORY_OF_EVENT: Readonly<Record<string, EmailCategory>> = {
  'payments.escrow.held': 'payments',
  'payments.wallet.withdrawal_paid': 'payments',
  'payments.wallet.withdrawal_failed': 'payments',
  'marketplace.shipment.picked_up': 'shipments',
  'marketplace.shipment.delivered': 'shipments',
  'relay.package.near_limit': 'relay',
  'relay.package.expired': 'relay',
  // Support's answers are messages to the person (sent at once, not in the digest); claims move
  // or freeze the person's money.
  'messaging.support_ticket.message_added': 'messages',
  'messaging.support_ticket.status_changed': 'messages',
  'marketplace.claim.filed': 'payments',
  'marketplace.claim.answered': 'payments',
  'marketplace.claim.resolved': 'payments',
};
