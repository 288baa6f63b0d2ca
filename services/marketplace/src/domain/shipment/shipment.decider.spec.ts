import {
  activeTrip,
  ids,
  listing,
  matchedHistory,
  NOW,
  shipmentDetails,
  shipmentHistory as h,
  TRACKING,
} from '../../../test/support/marketplace-fixtures.js';
import { deciderSpecification, stateAfter } from '../../../test/support/decider-specification.js';
import { shipmentDecider } from './shipment.decider.js';
import type { ShipmentEvent } from './shipment.state.js';

const spec = deciderSpecification(shipmentDecider, NOW);
const { given } = spec;
const note = { location: 'London, United Kingdom', notes: null };

describe('shipment: create', () => {
  it('a valid listing creates a pending shipment with its tracking number and full details', () => {
    const [event] = given()
      .when({
        type: 'create_shipment',
        shipmentId: ids.shipment,
        senderId: ids.sender,
        trackingNumber: TRACKING,
        listing: listing(),
      })
      .thenEvents();
    expect(event).toMatchObject({
      type: 'marketplace.shipment.created',
      data: {
        shipmentId: ids.shipment,
        senderId: ids.sender,
        trackingNumber: TRACKING,
        paymentAmount: 3500,
        currency: 'GBP',
        details: { weightKg: 2.5 },
      },
    });
    expect(stateAfter(shipmentDecider, event!)).toMatchObject({ status: 'pending', escrow: { status: 'none' } });
  });
  it('an invalid listing is refused with field errors and no events', () => {
    const err = given()
      .when({
        type: 'create_shipment',
        shipmentId: ids.shipment,
        senderId: ids.sender,
        trackingNumber: TRACKING,
        listing: listing({ weight: 40 }),
      })
      .thenThrows('SHIPMENT.INVALID', 'validation');
    expect(err.fieldErrors[0]?.field).toBe('weight');
  });
  const create = (o: { senderId?: string; listing?: ReturnType<typeof listing> } = {}) =>
    ({
      type: 'create_shipment',
      shipmentId: ids.shipment,
      senderId: o.senderId ?? ids.sender,
      trackingNumber: 'OW9999999999',
      listing: o.listing ?? listing(),
    }) as const;
  it('a retried create (same id, same sender, same listing once normalised) appends nothing', () => {
    given(h.created()).when(create()).then([]);
    given(h.created())
      .when(
        create({
          listing: listing({ receiverPhone: '+234 801 234 5678', contents: '  Two paperback books and a scarf ' }),
        }),
      )
      .then([]);
  });
  it('a retry is compared with what the create stored: after an edit, or once the pickup day has passed, it is still the same create', () => {
    const edited: ShipmentEvent = {
      type: 'marketplace.shipment.updated',
      data: { shipmentId: ids.shipment, senderId: ids.sender, details: shipmentDetails({ weight: 3 }) },
    };
    given(h.created(), edited).when(create()).then([]);
    given(h.created()).when(create(), new Date('2027-01-10T12:00:00.000Z')).then([]);
  });
  it('the id of a shipment with another listing is refused (409) and nothing is appended', () => {
    given(h.created())
      .when(create({ listing: listing({ paymentAmount: 9999 }) }))
      .thenThrows('SHIPMENT.ALREADY_EXISTS', 'conflict');
    given(h.created())
      .when(create({ listing: listing({ weight: 40 }) }))
      .thenThrows('SHIPMENT.ALREADY_EXISTS', 'conflict');
  });
  it("another user's create with that id is not_found, as for any shipment that is not theirs", () => {
    given(h.created())
      .when(create({ senderId: ids.traveler }))
      .thenThrows('SHIPMENT.NOT_FOUND', 'not_found');
  });
  it('a command on a shipment that does not exist is not_found', () => {
    given()
      .when({ type: 'cancel_shipment', actorId: ids.sender, reason: null })
      .thenThrows('SHIPMENT.NOT_FOUND', 'not_found');
  });
});

describe('shipment: update', () => {
  it('the sender edits a pending listing', () => {
    const [event] = given(h.created())
      .when({ type: 'update_shipment', actorId: ids.sender, listing: listing({ weight: 3 }) })
      .thenEvents();
    expect(event).toMatchObject({ type: 'marketplace.shipment.updated', data: { details: { weightKg: 3 } } });
  });
  it('only the sender can edit', () => {
    given(h.created())
      .when({ type: 'update_shipment', actorId: ids.traveler, listing: listing() })
      .thenThrows('SHIPMENT.NOT_SENDER', 'forbidden');
  });
  it('a matched shipment cannot be edited', () => {
    given(...matchedHistory())
      .when({ type: 'update_shipment', actorId: ids.sender, listing: listing() })
      .thenThrows('SHIPMENT.INVALID_TRANSITION', 'conflict');
  });
  it('the payment amount cannot change once escrow is held', () => {
    given(h.created(), h.escrowHeld())
      .when({ type: 'update_shipment', actorId: ids.sender, listing: listing({ paymentAmount: 9999 }) })
      .thenThrows('SHIPMENT.PAYMENT_LOCKED', 'conflict');
  });
});

describe('shipment: package photos (at most 5, sender only, before the traveler has it)', () => {
  const photo = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const attached = (...ns: number[]): ShipmentEvent => ({
    type: 'marketplace.shipment.photos_attached',
    data: { shipmentId: ids.shipment, senderId: ids.sender, photoIds: ns.map(photo) },
  });
  it('the sender attaches photos of a pending or matched shipment', () => {
    given(h.created())
      .when({ type: 'attach_photos', actorId: ids.sender, photoIds: [photo(1), photo(2)] })
      .then([attached(1, 2)]);
    given(...matchedHistory())
      .when({ type: 'attach_photos', actorId: ids.sender, photoIds: [photo(3)] })
      .then([attached(3)]);
  });
  it('a retried attach adds nothing twice', () => {
    given(h.created(), attached(1, 2))
      .when({ type: 'attach_photos', actorId: ids.sender, photoIds: [photo(2), photo(1)] })
      .then([]);
    given(h.created(), attached(1))
      .when({ type: 'attach_photos', actorId: ids.sender, photoIds: [photo(1), photo(2)] })
      .then([attached(2)]);
  });
  it('a sixth photo is refused naming the field, with no events', () => {
    const err = given(h.created(), attached(1, 2, 3, 4))
      .when({ type: 'attach_photos', actorId: ids.sender, photoIds: [photo(5), photo(6)] })
      .thenThrows('FILE.TOO_MANY', 'validation');
    expect(err.fieldErrors).toEqual([{ field: 'photos', message: 'At most 5 files' }]);
  });
  it('once the traveler has the package, photos can no longer be added', () => {
    given(...matchedHistory(), h.step('picked_up'))
      .when({ type: 'attach_photos', actorId: ids.sender, photoIds: [photo(1)] })
      .thenThrows('SHIPMENT.INVALID_TRANSITION', 'conflict');
  });
  it('only the sender attaches photos', () => {
    given(h.created())
      .when({ type: 'attach_photos', actorId: ids.traveler, photoIds: [photo(1)] })
      .thenThrows('SHIPMENT.NOT_SENDER', 'forbidden');
  });
});

describe('shipment: escrow facts from payments', () => {
  it('escrow held is recorded', () => {
    given(h.created())
      .when({ type: 'record_escrow_held', paymentId: ids.payment, amount: 3500, currency: 'GBP' })
      .then([h.escrowHeld()]);
  });
  it('an escrow refund is recorded once', () => {
    const refunded: ShipmentEvent = {
      type: 'marketplace.shipment.escrow_refunded',
      data: { shipmentId: ids.shipment, paymentId: ids.payment, amount: 3500, full: true },
    };
    given(h.created(), h.escrowHeld())
      .when({ type: 'record_escrow_refunded', paymentId: ids.payment, amount: 3500, full: true })
      .then([refunded]);
    given(h.created(), h.escrowHeld(), refunded)
      .when({ type: 'record_escrow_refunded', paymentId: ids.payment, amount: 3500, full: true })
      .then([]);
  });
  it('escrow released before delivery changes nothing', () => {
    given(...matchedHistory())
      .when({ type: 'record_escrow_released', paymentId: ids.payment })
      .then([]);
  });
  it('a redelivered escrow held changes nothing', () => {
    given(h.created(), h.escrowHeld())
      .when({ type: 'record_escrow_held', paymentId: ids.payment, amount: 3500, currency: 'GBP' })
      .then([]);
  });
  it('escrow released after delivery completes the shipment', () => {
    given(...matchedHistory(), h.step('picked_up'), h.step('departed'), h.step('delivered'))
      .when({ type: 'record_escrow_released', paymentId: ids.payment })
      .then([
        {
          type: 'marketplace.shipment.completed',
          data: { shipmentId: ids.shipment, senderId: ids.sender, travelerId: ids.traveler, paymentId: ids.payment },
        },
      ]);
  });
  it('a claim closed without moving money puts the shipment back where it was', () => {
    const disputed: ShipmentEvent = {
      type: 'marketplace.shipment.disputed',
      data: { shipmentId: ids.shipment, paymentId: ids.payment, claimId: 'claim-1' },
    };
    given(...matchedHistory(), h.step('picked_up'), disputed)
      .when({ type: 'record_escrow_unfrozen', paymentId: ids.payment, claimId: 'claim-1' })
      .then([
        {
          type: 'marketplace.shipment.dispute_closed',
          data: { shipmentId: ids.shipment, claimId: 'claim-1', resumedStatus: 'picked_up' },
        },
      ]);
  });
  it('escrow released on a disputed shipment (claim resolved for the traveler) completes it', () => {
    const disputed: ShipmentEvent = {
      type: 'marketplace.shipment.disputed',
      data: { shipmentId: ids.shipment, paymentId: ids.payment, claimId: 'claim-1' },
    };
    const [e] = given(...matchedHistory(), h.step('picked_up'), h.step('departed'), h.step('delivered'), disputed)
      .when({ type: 'record_escrow_released', paymentId: ids.payment })
      .thenEvents();
    expect(e?.type).toBe('marketplace.shipment.completed');
  });
  it('escrow frozen on a pending shipment changes nothing (no handoff to dispute)', () => {
    given(h.created(), h.escrowHeld())
      .when({ type: 'record_escrow_frozen', paymentId: ids.payment, claimId: 'c' })
      .then([]);
  });
  it('escrow frozen by a claim puts an in-flight shipment in dispute', () => {
    given(...matchedHistory(), h.step('picked_up'))
      .when({ type: 'record_escrow_frozen', paymentId: ids.payment, claimId: 'claim-1' })
      .then([
        {
          type: 'marketplace.shipment.disputed',
          data: { shipmentId: ids.shipment, paymentId: ids.payment, claimId: 'claim-1' },
        },
      ]);
  });
});

describe('shipment: lifecycle with handoff codes', () => {
  const picked = () => [...matchedHistory(), h.step('picked_up')];

  it('the sender entering the right pickup code moves matched to picked_up', () => {
    given(...matchedHistory())
      .when({ type: 'confirm_pickup', actorId: ids.sender, codeMatches: true, ...note })
      .then([
        {
          type: 'marketplace.shipment.picked_up',
          data: { shipmentId: ids.shipment, senderId: ids.sender, travelerId: ids.traveler, ...note },
        },
      ]);
  });
  it('a wrong pickup code records a failed attempt and does not pick up', () => {
    given(...matchedHistory())
      .when({ type: 'confirm_pickup', actorId: ids.sender, codeMatches: false })
      .then([
        {
          type: 'marketplace.shipment.handoff_code_failed',
          data: { shipmentId: ids.shipment, kind: 'pickup', failedAttempts: 1, lockedUntil: null },
        },
      ]);
  });
  it('the fifth wrong pickup code locks the code for 15 minutes', () => {
    const failures = Array.from({ length: 4 }, (_, i): ShipmentEvent => ({
      type: 'marketplace.shipment.handoff_code_failed',
      data: { shipmentId: ids.shipment, kind: 'pickup', failedAttempts: i + 1, lockedUntil: null },
    }));
    const [event] = given(...matchedHistory(), ...failures)
      .when({ type: 'confirm_pickup', actorId: ids.sender, codeMatches: false })
      .thenEvents();
    expect(event).toMatchObject({ data: { failedAttempts: 5, lockedUntil: '2026-11-21T12:15:00.000Z' } });
  });
  it('a locked code is refused even when right, until the lock ends', () => {
    const locked: ShipmentEvent = {
      type: 'marketplace.shipment.handoff_code_failed',
      data: { shipmentId: ids.shipment, kind: 'pickup', failedAttempts: 5, lockedUntil: '2026-11-21T12:15:00.000Z' },
    };
    given(...matchedHistory(), locked)
      .when({ type: 'confirm_pickup', actorId: ids.sender, codeMatches: true })
      .thenThrows('HANDOFF.CODE_LOCKED', 'rate_limited');
    const [event] = given(...matchedHistory(), locked)
      .when({ type: 'confirm_pickup', actorId: ids.sender, codeMatches: true }, new Date('2026-11-21T12:15:00.000Z'))
      .thenEvents();
    expect(event?.type).toBe('marketplace.shipment.picked_up');
  });
  it('the traveler cannot confirm their own pickup (the person handing over enters the code)', () => {
    given(...matchedHistory())
      .when({ type: 'confirm_pickup', actorId: ids.traveler, codeMatches: true })
      .thenThrows('SHIPMENT.NOT_SENDER', 'forbidden');
  });
  it('the traveler moves picked_up to in_transit on departure', () => {
    const [event] = given(...picked())
      .when({ type: 'mark_departed', actorId: ids.traveler })
      .thenEvents();
    expect(event?.type).toBe('marketplace.shipment.departed');
    expect(stateAfter(shipmentDecider, ...picked(), event!)).toMatchObject({ status: 'in_transit' });
  });
  it('only the matched traveler reports departure', () => {
    given(...picked())
      .when({ type: 'mark_departed', actorId: ids.sender })
      .thenThrows('SHIPMENT.NOT_TRAVELER', 'forbidden');
  });
  it('the traveler moves in_transit to arrived', () => {
    given(...picked(), h.step('departed'))
      .when({ type: 'mark_arrived', actorId: ids.traveler, location: 'Lagos, Nigeria' })
      .then([
        {
          type: 'marketplace.shipment.arrived',
          data: {
            shipmentId: ids.shipment,
            senderId: ids.sender,
            travelerId: ids.traveler,
            location: 'Lagos, Nigeria',
            notes: null,
          },
        },
      ]);
  });
  it('only the matched traveler reports arrival and enters the delivery code', () => {
    given(...picked(), h.step('departed'))
      .when({ type: 'mark_arrived', actorId: ids.sender })
      .thenThrows('SHIPMENT.NOT_TRAVELER', 'forbidden');
    given(...picked(), h.step('departed'))
      .when({ type: 'confirm_delivery', actorId: ids.sender, codeMatches: true })
      .thenThrows('SHIPMENT.NOT_TRAVELER', 'forbidden');
  });
  it('the right delivery code moves arrived to delivered', () => {
    const events = given(...picked(), h.step('departed'), h.step('arrived'))
      .when({ type: 'confirm_delivery', actorId: ids.traveler, codeMatches: true })
      .thenEvents();
    expect(events.map((e) => e.type)).toEqual(['marketplace.shipment.delivered']);
  });
  it('delivering straight from transit records the arrival too', () => {
    const events = given(...picked(), h.step('departed'))
      .when({ type: 'confirm_delivery', actorId: ids.traveler, codeMatches: true })
      .thenEvents();
    expect(events.map((e) => e.type)).toEqual(['marketplace.shipment.arrived', 'marketplace.shipment.delivered']);
  });
  it('a wrong delivery code records a failed delivery attempt', () => {
    const [event] = given(...picked(), h.step('departed'))
      .when({ type: 'confirm_delivery', actorId: ids.traveler, codeMatches: false })
      .thenEvents();
    expect(event).toMatchObject({
      type: 'marketplace.shipment.handoff_code_failed',
      data: { kind: 'delivery', failedAttempts: 1 },
    });
  });
  it.each([
    [
      'confirm pickup on a pending shipment',
      [h.created()],
      { type: 'confirm_pickup', actorId: ids.sender, codeMatches: true },
    ],
    ['depart before pickup', matchedHistory(), { type: 'mark_departed', actorId: ids.traveler }],
    [
      'arrive before departure',
      [...matchedHistory(), h.step('picked_up')],
      { type: 'mark_arrived', actorId: ids.traveler },
    ],
    ['deliver before pickup', matchedHistory(), { type: 'confirm_delivery', actorId: ids.traveler, codeMatches: true }],
    [
      'deliver twice',
      [...matchedHistory(), h.step('picked_up'), h.step('departed'), h.step('delivered')],
      { type: 'confirm_delivery', actorId: ids.traveler, codeMatches: true },
    ],
  ] as const)('illegal transition refused: %s', (_name, history, command) => {
    given(...(history as ShipmentEvent[]))
      .when(command as never)
      .thenThrows('SHIPMENT.INVALID_TRANSITION', 'conflict');
  });
});

describe('shipment: cancelling', () => {
  it('the sender cancels a pending shipment; pending interests are rejected', () => {
    given(h.created(), h.interest())
      .when({ type: 'cancel_shipment', actorId: ids.sender, reason: 'plans changed' })
      .then([
        {
          type: 'marketplace.shipment_interest.rejected',
          data: {
            interestId: ids.interest,
            shipmentId: ids.shipment,
            travelerId: ids.traveler,
            reason: 'shipment_cancelled',
          },
        },
        {
          type: 'marketplace.shipment.cancelled',
          data: {
            shipmentId: ids.shipment,
            senderId: ids.sender,
            travelerId: null,
            tripId: null,
            reason: 'plans changed',
          },
        },
      ]);
  });
  it('the sender cancels a matched shipment before pickup; the traveler and trip are named', () => {
    given(...matchedHistory())
      .when({ type: 'cancel_shipment', actorId: ids.sender, reason: null })
      .then([
        {
          type: 'marketplace.shipment.cancelled',
          data: {
            shipmentId: ids.shipment,
            senderId: ids.sender,
            travelerId: ids.traveler,
            tripId: ids.trip,
            reason: null,
          },
        },
      ]);
  });
  it('the sender cannot cancel after pickup', () => {
    given(...matchedHistory(), h.step('picked_up'))
      .when({ type: 'cancel_shipment', actorId: ids.sender, reason: null })
      .thenThrows('SHIPMENT.INVALID_TRANSITION', 'conflict');
  });
  it('a cancelled shipment cannot be cancelled again', () => {
    const cancelled: ShipmentEvent = {
      type: 'marketplace.shipment.cancelled',
      data: { shipmentId: ids.shipment, senderId: ids.sender, travelerId: null, reason: null },
    };
    given(h.created(), cancelled)
      .when({ type: 'cancel_shipment', actorId: ids.sender, reason: null })
      .thenThrows('SHIPMENT.INVALID_TRANSITION', 'conflict');
  });
  it('another user cannot cancel the shipment', () => {
    given(h.created())
      .when({ type: 'cancel_shipment', actorId: ids.traveler, reason: null })
      .thenThrows('SHIPMENT.NOT_SENDER', 'forbidden');
  });
  it('the matched traveler giving up before pickup returns the shipment to pending for a new match', () => {
    const [event] = given(...matchedHistory())
      .when({ type: 'cancel_match', actorId: ids.traveler, reason: 'flight moved' })
      .thenEvents();
    expect(event).toEqual({
      type: 'marketplace.shipment.traveler_cancelled',
      data: {
        shipmentId: ids.shipment,
        senderId: ids.sender,
        travelerId: ids.traveler,
        tripId: ids.trip,
        interestId: ids.interest,
        reason: 'flight moved',
      },
    });
    const state = stateAfter(shipmentDecider, ...matchedHistory(), event!);
    expect(state).toMatchObject({ status: 'pending', match: null, escrow: { status: 'held' } });
  });
  it('the traveler cannot give up after pickup', () => {
    given(...matchedHistory(), h.step('picked_up'))
      .when({ type: 'cancel_match', actorId: ids.traveler, reason: null })
      .thenThrows('SHIPMENT.INVALID_TRANSITION', 'conflict');
  });
  it('only the matched traveler can give the shipment up', () => {
    given(...matchedHistory())
      .when({ type: 'cancel_match', actorId: ids.otherTraveler, reason: null })
      .thenThrows('SHIPMENT.NOT_TRAVELER', 'forbidden');
  });
});

describe('shipment: visibility of the stored state', () => {
  it('a shipment created before details were carried still folds', () => {
    const legacy: ShipmentEvent = {
      type: 'marketplace.shipment.created',
      data: {
        shipmentId: ids.shipment,
        senderId: ids.sender,
        trackingNumber: TRACKING,
        fromLocation: 'London, United Kingdom',
        toLocation: 'Lagos, Nigeria',
        paymentAmount: 100,
        currency: 'GBP',
      },
    };
    expect(stateAfter(shipmentDecider, legacy)).toMatchObject({ status: 'pending', details: null });
    given(legacy)
      .when({
        type: 'express_interest',
        interestId: ids.interest,
        travelerId: ids.traveler,
        message: 'hi',
        trip: activeTrip(),
      })
      .thenThrows('SHIPMENT.INCOMPLETE', 'precondition');
  });
});
