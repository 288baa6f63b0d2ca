import type { ShipmentAction } from '@oneway/contracts';
import {
  activeTrip,
  ids,
  listing,
  matchedHistory,
  NOW,
  shipmentHistory as h,
} from '../../../test/support/marketplace-fixtures.js';
import { stateAfter } from '../../../test/support/decider-specification.js';
import type { ShipmentCommand } from './shipment.commands.js';
import { shipmentDecider } from './shipment.decider.js';
import type { Shipment, ShipmentEvent } from './shipment.state.js';
import { allowedShipmentActions, type ShipmentParties } from './shipment-actions.js';

const parties = (o: Partial<ShipmentParties> = {}): ShipmentParties => ({
  status: 'pending',
  escrowStatus: 'none',
  senderId: ids.sender,
  travelerId: null,
  ...o,
});
const matched = (o: Partial<ShipmentParties> = {}) =>
  parties({ status: 'matched', escrowStatus: 'held', travelerId: ids.traveler, ...o });

describe('allowedShipmentActions: the sender', () => {
  it('edits, adds photos, pays and cancels a pending unpaid listing; no interest can be accepted yet', () => {
    expect(allowedShipmentActions(parties(), ids.sender)).toEqual(['edit', 'attach_photos', 'pay', 'cancel']);
  });
  it('accepts an interest only once the payment is held, and is no longer asked to pay', () => {
    expect(allowedShipmentActions(parties({ escrowStatus: 'held' }), ids.sender)).toEqual([
      'edit',
      'attach_photos',
      'accept_interest',
      'cancel',
    ]);
  });
  it('once matched: no editing, confirms pickup with the code, may still add photos and cancel', () => {
    expect(allowedShipmentActions(matched(), ids.sender)).toEqual(['attach_photos', 'confirm_pickup', 'cancel']);
  });
  it('a package checked in at its origin relay is not offered a direct pickup (the relay releases it)', () => {
    expect(allowedShipmentActions(matched({ atOriginRelay: true }), ids.sender)).toEqual(['attach_photos', 'cancel']);
  });
  it('a refunded payment is not asked for again', () => {
    expect(allowedShipmentActions(parties({ escrowStatus: 'refunded' }), ids.sender)).not.toContain('pay');
  });
  it('can do nothing once the traveler has the package, nor on a closed shipment', () => {
    for (const status of [
      'picked_up',
      'in_transit',
      'arrived',
      'delivered',
      'completed',
      'cancelled',
      'disputed',
    ] as const)
      expect(allowedShipmentActions(matched({ status }), ids.sender)).toEqual([]);
  });
});

describe('allowedShipmentActions: the traveler', () => {
  it('gives up only before pickup', () => {
    expect(allowedShipmentActions(matched(), ids.traveler)).toEqual(['give_up']);
  });
  it('marks in transit after pickup', () => {
    expect(allowedShipmentActions(matched({ status: 'picked_up' }), ids.traveler)).toEqual(['mark_in_transit']);
  });
  it('in transit: marks the arrival or confirms delivery straight away', () => {
    expect(allowedShipmentActions(matched({ status: 'in_transit' }), ids.traveler)).toEqual([
      'mark_arrived',
      'confirm_delivery',
    ]);
  });
  it('arrived: confirms delivery', () => {
    expect(allowedShipmentActions(matched({ status: 'arrived' }), ids.traveler)).toEqual(['confirm_delivery']);
  });
  it('can do nothing once delivered or cancelled', () => {
    for (const status of ['delivered', 'completed', 'cancelled', 'disputed'] as const)
      expect(allowedShipmentActions(matched({ status }), ids.traveler)).toEqual([]);
  });
});

it('anyone else may do nothing', () => {
  expect(allowedShipmentActions(matched(), ids.otherTraveler)).toEqual([]);
  expect(allowedShipmentActions(parties(), ids.otherTraveler)).toEqual([]);
});

/** The command each offered action sends (pay goes to payments, not to this decider). */
function commandFor(action: Exclude<ShipmentAction, 'pay'>, actorId: string): ShipmentCommand {
  const travel = { actorId, location: null, notes: null };
  switch (action) {
    case 'edit':
      return { type: 'update_shipment', actorId, listing: listing() };
    case 'attach_photos':
      return { type: 'attach_photos', actorId, photoIds: [ids.payment] };
    case 'accept_interest':
      return { type: 'accept_interest', actorId, interestId: ids.interest, trip: activeTrip() };
    case 'confirm_pickup':
      return { type: 'confirm_pickup', codeMatches: true, ...travel };
    case 'cancel':
      return { type: 'cancel_shipment', actorId, reason: null };
    case 'give_up':
      return { type: 'cancel_match', actorId, reason: null };
    case 'mark_in_transit':
      return { type: 'mark_departed', ...travel };
    case 'mark_arrived':
      return { type: 'mark_arrived', ...travel };
    case 'confirm_delivery':
      return { type: 'confirm_delivery', codeMatches: true, ...travel };
  }
}

const DECIDED: Exclude<ShipmentAction, 'pay'>[] = [
  'edit',
  'attach_photos',
  'accept_interest',
  'confirm_pickup',
  'cancel',
  'give_up',
  'mark_in_transit',
  'mark_arrived',
  'confirm_delivery',
];

const histories: Record<string, ShipmentEvent[]> = {
  'pending, unpaid, one interest': [h.created(), h.interest()],
  'pending, paid, one interest': [h.created(), h.escrowHeld(), h.interest()],
  matched: matchedHistory(),
  'picked up': [...matchedHistory(), h.step('picked_up')],
  'in transit': [...matchedHistory(), h.step('picked_up'), h.step('departed')],
  arrived: [...matchedHistory(), h.step('picked_up'), h.step('departed'), h.step('arrived')],
  delivered: [...matchedHistory(), h.step('picked_up'), h.step('departed'), h.step('delivered')],
};

describe.each(Object.entries(histories))('offered exactly when the decider accepts: %s', (_name, history) => {
  const state = stateAfter(shipmentDecider, ...history) as Shipment;
  const view: ShipmentParties = {
    status: state.status,
    escrowStatus: state.escrow.status,
    senderId: state.senderId,
    travelerId: state.match?.travelerId ?? null,
  };
  it.each([ids.sender, ids.traveler])('for %s', (caller) => {
    const offered = allowedShipmentActions(view, caller);
    for (const action of DECIDED) {
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
