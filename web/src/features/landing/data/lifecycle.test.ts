import { describe, expect, it } from 'vitest';
// This test holds the walkthrough to the real lifecycle: the contracts' statuses and messaging's
// own notification texts, read from their sources on purpose (test only, nothing in the bundle).
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test comparing the walkthrough with the contracts
import { SHIPMENT_STATUSES } from '../../../../../libs/contracts/src/events/marketplace/marketplace-values';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test comparing the walkthrough with messaging's texts
import { notificationsFor } from '../../../../../services/messaging/src/domain/notification/notification-rules';
import { HOW_STEPS } from '../content';
import { LIFECYCLE_STEPS } from './lifecycle';

const SIDE_EXIT_STATUSES = ['cancelled', 'disputed'];

describe('the /progress walkthrough is the real lifecycle (issue 16: no invented steps)', () => {
  it('walks every shipment status of the contracts in their order, side exits aside, with the escrow held before the match', () => {
    const shipmentSteps = LIFECYCLE_STEPS.filter((s) => s.state.of === 'shipment').map((s) => s.state.status);
    expect(shipmentSteps).toEqual(SHIPMENT_STATUSES.filter((s) => !SIDE_EXIT_STATUSES.includes(s)));
    const escrow = LIFECYCLE_STEPS.findIndex((s) => s.state.of === 'escrow' && s.state.status === 'held');
    expect(escrow).toBe(LIFECYCLE_STEPS.findIndex((s) => s.state.status === 'matched') - 1);
  });

  it('every notification it quotes is word for word the one messaging sends for that event', () => {
    const data = {
      shipmentId: 's',
      senderId: 'sender',
      travelerId: 'traveler',
      interestId: 'i',
      tripId: 't',
      amount: 1234,
      currency: 'USD',
    };
    const nameOf = () => '{name}';
    for (const step of LIFECYCLE_STEPS)
      for (const n of step.notifications) {
        const sent = notificationsFor(n.event, data, nameOf).find((d) => d.userId === n.to);
        expect(sent).toBeDefined();
        expect(sent!.title).toBe(n.title);
        expect(sent!.content.replace('$12.34', '{amount}')).toBe(n.content);
      }
  });

  it('its first steps carry the landing page’s four step titles in the sender’s order', () => {
    const titles = LIFECYCLE_STEPS.map((s) => s.title);
    const landing = HOW_STEPS.map((s) => s.title);
    expect(titles.slice(0, 3)).toEqual(landing.slice(0, 3));
  });
});
