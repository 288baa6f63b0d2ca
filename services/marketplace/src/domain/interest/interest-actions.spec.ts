import type { InterestAction } from '@oneway/contracts';
import {
  activeTrip,
  ids,
  matchedHistory,
  NOW,
  shipmentHistory as h,
} from '../../../test/support/marketplace-fixtures.js';
import { stateAfter } from '../../../test/support/decider-specification.js';
import type { ShipmentCommand } from '../shipment/shipment.commands.js';
import { shipmentDecider } from '../shipment/shipment.decider.js';
import type { Shipment, ShipmentEvent } from '../shipment/shipment.state.js';
import { allowedInterestActions, type InterestParties } from './interest-actions.js';

const interest = (o: Partial<InterestParties> = {}): InterestParties => ({
  status: 'pending',
  senderId: ids.sender,
  travelerId: ids.traveler,
  shipmentStatus: 'pending',
  escrowStatus: 'none',
  ...o,
});

describe('allowedInterestActions', () => {
  it('the sender rejects a pending interest but cannot accept it before the payment is held', () => {
    expect(allowedInterestActions(interest(), ids.sender)).toEqual(['reject']);
  });
  it('the sender accepts or rejects a pending interest once the payment is held', () => {
    expect(allowedInterestActions(interest({ escrowStatus: 'held' }), ids.sender)).toEqual(['accept', 'reject']);
  });
  it('the traveler withdraws their pending interest, and only that', () => {
    expect(allowedInterestActions(interest({ escrowStatus: 'held' }), ids.traveler)).toEqual(['withdraw']);
  });
  it('an accepted, rejected or withdrawn interest offers nothing to either side (giving up is a shipment action)', () => {
    for (const status of ['accepted', 'rejected', 'withdrawn'] as const)
      for (const caller of [ids.sender, ids.traveler])
        expect(
          allowedInterestActions(interest({ status, shipmentStatus: 'matched', escrowStatus: 'held' }), caller),
        ).toEqual([]);
  });
  it('anyone else is offered nothing', () => {
    expect(allowedInterestActions(interest({ escrowStatus: 'held' }), ids.otherTraveler)).toEqual([]);
  });
});

const commandFor = (action: InterestAction, actorId: string): ShipmentCommand =>
  action === 'accept'
    ? { type: 'accept_interest', actorId, interestId: ids.interest, trip: activeTrip() }
    : action === 'reject'
      ? { type: 'reject_interest', actorId, interestId: ids.interest }
      : { type: 'withdraw_interest', actorId, interestId: ids.interest };

const histories: Record<string, ShipmentEvent[]> = {
  'pending, unpaid': [h.created(), h.interest()],
  'pending, paid': [h.created(), h.escrowHeld(), h.interest()],
  accepted: matchedHistory(),
  withdrawn: [
    h.created(),
    h.interest(),
    {
      type: 'marketplace.shipment_interest.withdrawn',
      data: { interestId: ids.interest, shipmentId: ids.shipment, travelerId: ids.traveler },
    },
  ],
  rejected: [
    h.created(),
    h.interest(),
    {
      type: 'marketplace.shipment_interest.rejected',
      data: {
        interestId: ids.interest,
        shipmentId: ids.shipment,
        travelerId: ids.traveler,
        reason: 'rejected_by_sender',
      },
    },
  ],
};

describe.each(Object.entries(histories))('offered exactly when the decider accepts: %s', (_name, history) => {
  const state = stateAfter(shipmentDecider, ...history) as Shipment;
  const parties: InterestParties = {
    status: state.interests[ids.interest]!.status,
    senderId: state.senderId,
    travelerId: ids.traveler,
    shipmentStatus: state.status,
    escrowStatus: state.escrow.status,
  };
  it.each([ids.sender, ids.traveler, ids.otherTraveler])('for %s', (caller) => {
    const offered = allowedInterestActions(parties, caller);
    for (const action of ['accept', 'reject', 'withdraw'] as const) {
      let accepted = true;
      try {
        shipmentDecider.decide(commandFor(action, caller), state, NOW);
      } catch {
        accepted = false;
      }
      expect({ action, offered: offered.includes(action) }).toEqual({ action, offered: accepted });
    }
  });
});
