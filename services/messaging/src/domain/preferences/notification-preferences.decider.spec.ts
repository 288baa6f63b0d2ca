import { deciderSpecification } from '../../../test/support/decider-specification.js';
import { EMAIL_CATEGORY_OF_EVENT } from './email-categories.js';
import { notificationPreferencesDecider, type PreferenceEvent } from './notification-preferences.decider.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const user = '11111111-1111-4111-8111-111111111111';
const { given } = deciderSpecification(notificationPreferencesDecider, NOW);
const off = (
  category: 'payments' | 'messages',
  via: 'settings' | 'unsubscribe_link' = 'settings',
): PreferenceEvent => ({
  type: 'messaging.notification_preference.set',
  data: { userId: user, category, email: false, via },
});

describe('notification preferences', () => {
  it('e-mail is on for every category until turned off; turning off records one event', () => {
    given()
      .when({ type: 'set_email_preference', userId: user, category: 'payments', email: false, via: 'settings' })
      .then([off('payments')]);
    given()
      .when({ type: 'set_email_preference', userId: user, category: 'payments', email: true, via: 'settings' })
      .then([]);
  });
  it('unsubscribing twice (a second click on the link) changes nothing', () => {
    given(off('messages', 'unsubscribe_link'))
      .when({ type: 'set_email_preference', userId: user, category: 'messages', email: false, via: 'unsubscribe_link' })
      .then([]);
  });
  it('turning one category back on leaves the others as they are', () => {
    given(off('payments'), off('messages'))
      .when({ type: 'set_email_preference', userId: user, category: 'messages', email: true, via: 'settings' })
      .then([
        {
          type: 'messaging.notification_preference.set',
          data: { userId: user, category: 'messages', email: true, via: 'settings' },
        },
      ]);
  });
});

describe('issue 13 e-mail rule: the events a person must not miss are e-mailed', () => {
  it('payment held, package picked up and delivered, relay expiry, withdrawal paid or failed; claims and support replies (issue 15)', () => {
    expect(EMAIL_CATEGORY_OF_EVENT).toEqual({
      'payments.escrow.held': 'payments',
      'payments.wallet.withdrawal_paid': 'payments',
      'payments.wallet.withdrawal_failed': 'payments',
      'marketplace.shipment.picked_up': 'shipments',
      'marketplace.shipment.delivered': 'shipments',
      'relay.package.near_limit': 'relay',
      'relay.package.expired': 'relay',
      // Issue 15: both parties hear of a claim, its answer and its outcome; a ticket's owner of each reply.
      'marketplace.claim.filed': 'payments',
      'marketplace.claim.answered': 'payments',
      'marketplace.claim.resolved': 'payments',
      'messaging.support_ticket.message_added': 'messages',
      'messaging.support_ticket.status_changed': 'messages',
    });
  });
});
