import { describe, expect, it } from 'vitest';
import { badgeLabel, notificationTarget } from './notification-target';

describe('notification target (spec §4)', () => {
  it('an explicit link wins', () => {
    expect(notificationTarget({ type: 'trip_update', link: '/custom', relatedId: 1 })).toBe('/custom');
  });
  it.each([
    ['trip_update', 5, '/trips/5'],
    ['trip_verification', null, '/trips'],
    ['trip_status_change', 6, '/trips/6'],
    ['shipment_update', 7, '/shipments/7'],
    ['package_updates', null, '/shipments'],
    ['shipment_status_change', 8, '/shipments/8'],
    ['message', 9, '/messages?conversation=9'],
    ['new_message', null, '/messages'],
    ['match', 10, '/matches/10'],
    ['match_request', 11, '/matches/11'],
    ['match_accepted', null, '/matches'],
    ['match_rejected', 12, '/matches/12'],
    ['verification_required', 1, '/verification'],
    ['verification_update', 1, '/verification'],
    ['verification_approved', 1, '/verification'],
    ['verification_rejected', 1, '/verification'],
    ['payment_update', 1, '/earnings'],
    ['payment_received', 1, '/earnings'],
    ['payment_sent', 1, '/earnings'],
    ['alert', 1, '/notifications'],
    ['warning', 1, '/notifications'],
    ['system', 1, '/notifications'],
    ['something_new', 1, '/notifications'],
  ])('%s with related id %s goes to %s', (type, relatedId, target) => {
    expect(notificationTarget({ type, relatedId })).toBe(target);
  });
});

describe("bell badge (spec §4: unread count, '9+' above 9)", () => {
  it.each([
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i unread shows %s', (unread, label) => {
    expect(badgeLabel(unread)).toBe(label);
  });
});
