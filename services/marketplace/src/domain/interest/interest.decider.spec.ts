import {
  activeTrip,
  ids,
  matchedHistory,
  NOW,
  shipmentHistory as h,
  tripDetails,
} from '../../../test/support/marketplace-fixtures.js';
import { deciderSpecification, stateAfter } from '../../../test/support/decider-specification.js';
import { shipmentDecider } from '../shipment/shipment.decider.js';

// Interests are decided by the shipment aggregate (their events are in its stream).
const { given } = deciderSpecification(shipmentDecider, NOW);
const express = (
  o: Partial<{ travelerId: string; interestId: string; message: string; trip: ReturnType<typeof activeTrip> }> = {},
) => ({
  type: 'express_interest' as const,
  interestId: o.interestId ?? ids.interest,
  travelerId: o.travelerId ?? ids.traveler,
  message: o.message ?? 'I fly there next week',
  trip: o.trip ?? activeTrip(),
});

describe('interest: express', () => {
  it('a traveler with a compatible active trip shows interest with a message', () => {
    given(h.created()).when(express()).then([h.interest()]);
  });
  it('not on your own shipment', () => {
    given(h.created())
      .when(express({ travelerId: ids.sender, trip: activeTrip({ travelerId: ids.sender }) }))
      .thenThrows('INTEREST.OWN_SHIPMENT', 'forbidden');
  });
  it('one pending interest per traveler per shipment', () => {
    given(h.created(), h.interest())
      .when(express({ interestId: ids.otherInterest }))
      .thenThrows('INTEREST.ALREADY_PENDING', 'conflict');
  });
  it('a traveler may show interest again after withdrawing', () => {
    const withdrawn = {
      type: 'marketplace.shipment_interest.withdrawn' as const,
      data: { interestId: ids.interest, shipmentId: ids.shipment, travelerId: ids.traveler },
    };
    const [event] = given(h.created(), h.interest(), withdrawn)
      .when(express({ interestId: ids.otherInterest }))
      .thenEvents();
    expect(event?.type).toBe('marketplace.shipment_interest.expressed');
  });
  it('the trip must be the traveler’s own', () => {
    given(h.created())
      .when(express({ trip: activeTrip({ travelerId: ids.otherTraveler }) }))
      .thenThrows('INTEREST.TRIP_NOT_YOURS', 'forbidden');
  });
  it('the trip must be active (verified)', () => {
    given(h.created())
      .when(express({ trip: activeTrip({ status: 'pending_verification' }) }))
      .thenThrows('INTEREST.TRIP_NOT_ACTIVE', 'precondition');
  });
  it('the trip must be compatible, with the reasons given', () => {
    const err = given(h.created())
      .when(express({ trip: activeTrip({ details: tripDetails({ toLocation: 'Abuja, Nigeria' }) }) }))
      .thenThrows('INTEREST.TRIP_INCOMPATIBLE', 'precondition');
    expect(err.fieldErrors.map((f) => f.message)).toEqual(['route_mismatch']);
  });
  it('a message is required and at most 1000 characters', () => {
    given(h.created())
      .when(express({ message: '  ' }))
      .thenThrows('INTEREST.INVALID', 'validation');
    given(h.created())
      .when(express({ message: 'x'.repeat(1001) }))
      .thenThrows('INTEREST.INVALID', 'validation');
  });
  it('only a pending shipment takes interests (visible to travelers while pending)', () => {
    given(...matchedHistory())
      .when(
        express({
          travelerId: ids.otherTraveler,
          interestId: ids.otherInterest,
          trip: activeTrip({ travelerId: ids.otherTraveler }),
        }),
      )
      .thenThrows('SHIPMENT.INVALID_TRANSITION', 'conflict');
  });
});

describe('interest: accept', () => {
  const accept = {
    type: 'accept_interest' as const,
    interestId: ids.interest,
    actorId: ids.sender,
    trip: activeTrip(),
  };

  it('the sender accepts once escrow is held: interest accepted, shipment matched, other pending interests rejected', () => {
    given(h.created(), h.escrowHeld(), h.interest(), h.interest(ids.otherInterest, ids.otherTraveler, ids.otherTrip))
      .when(accept)
      .then([
        ...h.accepted(),
        {
          type: 'marketplace.shipment_interest.rejected',
          data: {
            interestId: ids.otherInterest,
            shipmentId: ids.shipment,
            travelerId: ids.otherTraveler,
            reason: 'another_interest_accepted',
          },
        },
      ]);
  });
  it('the matched shipment carries the traveler', () => {
    expect(stateAfter(shipmentDecider, ...matchedHistory())).toMatchObject({
      status: 'matched',
      match: { travelerId: ids.traveler, tripId: ids.trip, weightKg: 2.5 },
    });
  });
  it('accepting before escrow is held is refused', () => {
    given(h.created(), h.interest()).when(accept).thenThrows('SHIPMENT.ESCROW_NOT_HELD', 'precondition');
  });
  it('only the sender accepts', () => {
    given(h.created(), h.escrowHeld(), h.interest())
      .when({ ...accept, actorId: ids.traveler })
      .thenThrows('SHIPMENT.NOT_SENDER', 'forbidden');
  });
  it('a second accept on a matched shipment is refused (double accept)', () => {
    given(...matchedHistory(), h.interest(ids.otherInterest, ids.otherTraveler, ids.otherTrip))
      .when({
        ...accept,
        interestId: ids.otherInterest,
        trip: activeTrip({ tripId: ids.otherTrip, travelerId: ids.otherTraveler }),
      })
      .thenThrows('SHIPMENT.ALREADY_MATCHED', 'conflict');
  });
  it('a withdrawn interest cannot be accepted', () => {
    const withdrawn = {
      type: 'marketplace.shipment_interest.withdrawn' as const,
      data: { interestId: ids.interest, shipmentId: ids.shipment, travelerId: ids.traveler },
    };
    given(h.created(), h.escrowHeld(), h.interest(), withdrawn)
      .when(accept)
      .thenThrows('INTEREST.NOT_PENDING', 'conflict');
  });
  it('an unknown interest is not_found', () => {
    given(h.created(), h.escrowHeld()).when(accept).thenThrows('INTEREST.NOT_FOUND', 'not_found');
  });
  it('the trip must still have room when accepting', () => {
    given(h.created(), h.escrowHeld(), h.interest())
      .when({ ...accept, trip: activeTrip({ remainingKg: 1 }) })
      .thenThrows('INTEREST.TRIP_INCOMPATIBLE', 'precondition');
  });
  it('the trip must still be active when accepting', () => {
    given(h.created(), h.escrowHeld(), h.interest())
      .when({ ...accept, trip: activeTrip({ status: 'cancelled' }) })
      .thenThrows('INTEREST.TRIP_NOT_ACTIVE', 'precondition');
  });
});

describe('interest: withdraw and reject', () => {
  it('the traveler withdraws a pending interest', () => {
    given(h.created(), h.interest())
      .when({ type: 'withdraw_interest', interestId: ids.interest, actorId: ids.traveler })
      .then([
        {
          type: 'marketplace.shipment_interest.withdrawn',
          data: { interestId: ids.interest, shipmentId: ids.shipment, travelerId: ids.traveler },
        },
      ]);
  });
  it('only that traveler can withdraw it', () => {
    given(h.created(), h.interest())
      .when({ type: 'withdraw_interest', interestId: ids.interest, actorId: ids.sender })
      .thenThrows('INTEREST.NOT_YOURS', 'forbidden');
  });
  it('an accepted interest cannot be withdrawn (the traveler gives the match up instead)', () => {
    given(...matchedHistory())
      .when({ type: 'withdraw_interest', interestId: ids.interest, actorId: ids.traveler })
      .thenThrows('INTEREST.NOT_PENDING', 'conflict');
  });
  it('the sender rejects a pending interest', () => {
    given(h.created(), h.interest())
      .when({ type: 'reject_interest', interestId: ids.interest, actorId: ids.sender })
      .then([
        {
          type: 'marketplace.shipment_interest.rejected',
          data: {
            interestId: ids.interest,
            shipmentId: ids.shipment,
            travelerId: ids.traveler,
            reason: 'rejected_by_sender',
          },
        },
      ]);
  });
  it('only the sender rejects', () => {
    given(h.created(), h.interest())
      .when({ type: 'reject_interest', interestId: ids.interest, actorId: ids.traveler })
      .thenThrows('SHIPMENT.NOT_SENDER', 'forbidden');
  });
  it('a rejected interest cannot be rejected again', () => {
    const rejected = {
      type: 'marketplace.shipment_interest.rejected' as const,
      data: {
        interestId: ids.interest,
        shipmentId: ids.shipment,
        travelerId: ids.traveler,
        reason: 'rejected_by_sender' as const,
      },
    };
    given(h.created(), h.interest(), rejected)
      .when({ type: 'reject_interest', interestId: ids.interest, actorId: ids.sender })
      .thenThrows('INTEREST.NOT_PENDING', 'conflict');
  });
});
