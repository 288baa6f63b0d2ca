import type { Actor } from '@oneway/contracts';
import { ids, NOW, tripDetails, tripPlan } from '../../../test/support/marketplace-fixtures.js';
import { deciderSpecification, stateAfter } from '../../../test/support/decider-specification.js';
import { tripDecider } from './trip.decider.js';
import { remainingKg, type Trip, type TripEvent } from './trip.state.js';

const { given } = deciderSpecification(tripDecider, NOW);
const admin: Actor = { userId: ids.admin, role: 'admin' };
const moderator: Actor = { userId: ids.admin, role: 'moderator' };
const plainUser: Actor = { userId: ids.admin, role: 'user' };

const created: TripEvent = {
  type: 'marketplace.trip.created',
  data: { tripId: ids.trip, travelerId: ids.traveler, details: tripDetails() },
};
const approved: TripEvent = {
  type: 'marketplace.trip.approved',
  data: { tripId: ids.trip, travelerId: ids.traveler, approvedBy: ids.admin, adminNotes: null },
};
const reserved = (kg: number, shipmentId: string = ids.shipment): TripEvent => ({
  type: 'marketplace.trip.space_reserved',
  data: { tripId: ids.trip, shipmentId, weightKg: kg },
});

describe('trip: create and verify', () => {
  it('a valid plan creates a trip pending verification', () => {
    given()
      .when({
        type: 'create_trip',
        tripId: ids.trip,
        travelerId: ids.traveler,
        plan: tripPlan(),
        travelerVerified: false,
      })
      .then([created]);
    expect(stateAfter(tripDecider, created)).toMatchObject({ status: 'pending_verification' });
  });
  it('an invalid plan is refused', () => {
    given()
      .when({
        type: 'create_trip',
        tripId: ids.trip,
        travelerId: ids.traveler,
        plan: tripPlan({ availableSpaceKg: 0 }),
        travelerVerified: false,
      })
      .thenThrows('TRIP.INVALID', 'validation');
  });
  const create = (o: { travelerId?: string; plan?: ReturnType<typeof tripPlan> } = {}) =>
    ({
      type: 'create_trip',
      tripId: ids.trip,
      travelerId: o.travelerId ?? ids.traveler,
      plan: o.plan ?? tripPlan(),
      travelerVerified: false,
    }) as const;
  it('a retried create (same id, same traveler, same plan once normalised) appends nothing, even after an edit or once departure day has passed', () => {
    given(created).when(create()).then([]);
    given(created)
      .when(create({ plan: tripPlan({ airlineName: ' British Airways ' }) }))
      .then([]);
    const edited: TripEvent = {
      type: 'marketplace.trip.updated',
      data: {
        tripId: ids.trip,
        travelerId: ids.traveler,
        details: tripDetails({ availableSpaceKg: 3 }),
        reverificationRequired: false,
      },
    };
    given(created, edited).when(create()).then([]);
    given(created).when(create(), new Date('2027-01-10T12:00:00.000Z')).then([]);
  });
  it('the id of a trip with another plan is refused (409) and nothing is appended', () => {
    given(created)
      .when(create({ plan: tripPlan({ availableSpaceKg: 3 }) }))
      .thenThrows('TRIP.ALREADY_EXISTS', 'conflict');
    given(created)
      .when(create({ plan: tripPlan({ availableSpaceKg: 0 }) }))
      .thenThrows('TRIP.ALREADY_EXISTS', 'conflict');
  });
  it("another user's create with that id is not_found, as for any trip that is not theirs", () => {
    given(created)
      .when(create({ travelerId: ids.sender }))
      .thenThrows('TRIP.NOT_FOUND', 'not_found');
  });
  it('an admin or moderator approves: the trip becomes active', () => {
    given(created).when({ type: 'approve_trip', actor: admin, adminNotes: null }).then([approved]);
    const [e] = given(created)
      .when({ type: 'approve_trip', actor: moderator, adminNotes: 'ticket checked' })
      .thenEvents();
    expect(stateAfter(tripDecider, created, e!)).toMatchObject({ status: 'active', adminNotes: 'ticket checked' });
  });
  it('a user without a reviewer role cannot approve', () => {
    given(created)
      .when({ type: 'approve_trip', actor: plainUser, adminNotes: null })
      .thenThrows('TRIP.STAFF_ONLY', 'forbidden');
  });
  it('a rejection carries admin notes', () => {
    const [e] = given(created)
      .when({ type: 'reject_trip', actor: admin, adminNotes: 'Itinerary unreadable' })
      .thenEvents();
    expect(stateAfter(tripDecider, created, e!)).toMatchObject({
      status: 'rejected',
      adminNotes: 'Itinerary unreadable',
    });
  });
  it('a rejection without notes is refused', () => {
    given(created)
      .when({ type: 'reject_trip', actor: admin, adminNotes: ' ' })
      .thenThrows('TRIP.INVALID', 'validation');
  });
  it('an active trip cannot be approved again', () => {
    given(created, approved)
      .when({ type: 'approve_trip', actor: admin, adminNotes: null })
      .thenThrows('TRIP.INVALID_TRANSITION', 'conflict');
  });
});

describe('trip: travelers whose identity is verified', () => {
  const autoApproved: TripEvent = {
    type: 'marketplace.trip.approved',
    data: {
      tripId: ids.trip,
      travelerId: ids.traveler,
      approvedBy: null,
      adminNotes: 'Approved automatically: traveler identity verified',
    },
  };
  it('a verified traveler’s new trip is active at once', () => {
    given()
      .when({
        type: 'create_trip',
        tripId: ids.trip,
        travelerId: ids.traveler,
        plan: tripPlan(),
        travelerVerified: true,
      })
      .then([created, autoApproved]);
  });
  it('verification of the traveler activates a trip waiting for review', () => {
    given(created).when({ type: 'approve_for_verified_traveler' }).then([autoApproved]);
  });
  it('verification of the traveler leaves other trips as they are', () => {
    given(created, approved).when({ type: 'approve_for_verified_traveler' }).then([]);
  });
  it('a verified traveler’s itinerary change keeps the trip active', () => {
    const [e] = given(created, approved)
      .when({
        type: 'update_trip',
        actorId: ids.traveler,
        plan: tripPlan({ toLocation: 'Abuja, Nigeria' }),
        travelerVerified: true,
      })
      .thenEvents();
    expect(e).toMatchObject({ data: { reverificationRequired: false } });
  });
});

describe('trip: edit, cancel, complete', () => {
  it('changing the route of an active trip sends it back to verification', () => {
    const [e] = given(created, approved)
      .when({
        type: 'update_trip',
        actorId: ids.traveler,
        plan: tripPlan({ toLocation: 'Abuja, Nigeria' }),
        travelerVerified: false,
      })
      .thenEvents();
    expect(e).toMatchObject({ type: 'marketplace.trip.updated', data: { reverificationRequired: true } });
    expect(stateAfter(tripDecider, created, approved, e!)).toMatchObject({ status: 'pending_verification' });
  });
  it('changing only the space keeps an active trip active', () => {
    const [e] = given(created, approved)
      .when({
        type: 'update_trip',
        actorId: ids.traveler,
        plan: tripPlan({ availableSpaceKg: 12 }),
        travelerVerified: false,
      })
      .thenEvents();
    expect(e).toMatchObject({ data: { reverificationRequired: false } });
  });
  it('space cannot go below what is reserved', () => {
    given(created, approved, reserved(6))
      .when({
        type: 'update_trip',
        actorId: ids.traveler,
        plan: tripPlan({ availableSpaceKg: 5 }),
        travelerVerified: false,
      })
      .thenThrows('TRIP.SPACE_BELOW_RESERVED', 'conflict');
  });
  it('only the traveler edits', () => {
    given(created)
      .when({ type: 'update_trip', actorId: ids.sender, plan: tripPlan(), travelerVerified: false })
      .thenThrows('TRIP.NOT_TRAVELER', 'forbidden');
  });
  it('the traveler cancels a trip with no matched shipments', () => {
    given(created, approved)
      .when({ type: 'cancel_trip', actorId: ids.traveler, reason: null })
      .then([
        { type: 'marketplace.trip.cancelled', data: { tripId: ids.trip, travelerId: ids.traveler, reason: null } },
      ]);
  });
  it('a trip with matched shipments cannot be cancelled', () => {
    given(created, approved, reserved(2))
      .when({ type: 'cancel_trip', actorId: ids.traveler, reason: null })
      .thenThrows('TRIP.HAS_RESERVATIONS', 'conflict');
  });
  const complete = (today: string, undeliveredShipments = 0) =>
    ({ type: 'complete_trip', actorId: ids.traveler, today, undeliveredShipments }) as const;
  it('an active trip is completed by its traveler from its departure date', () => {
    given(created, approved)
      .when(complete(tripDetails().departureDate))
      .then([{ type: 'marketplace.trip.completed', data: { tripId: ids.trip, travelerId: ids.traveler } }]);
  });
  it('a trip cannot be completed before its departure date', () => {
    given(created, approved).when(complete('2026-11-30')).thenThrows('TRIP.NOT_DEPARTED', 'conflict');
  });
  it('a trip carrying shipments not yet delivered cannot be completed', () => {
    given(created, approved, reserved(2))
      .when(complete(tripDetails().departureDate, 1))
      .thenThrows('TRIP.UNDELIVERED_SHIPMENTS', 'conflict');
  });
  it('a trip pending verification cannot be completed', () => {
    given(created).when(complete(tripDetails().departureDate)).thenThrows('TRIP.INVALID_TRANSITION', 'conflict');
  });
  it('a cancelled trip cannot be cancelled again', () => {
    const cancelled: TripEvent = {
      type: 'marketplace.trip.cancelled',
      data: { tripId: ids.trip, travelerId: ids.traveler, reason: null },
    };
    given(created, cancelled)
      .when({ type: 'cancel_trip', actorId: ids.traveler, reason: null })
      .thenThrows('TRIP.INVALID_TRANSITION', 'conflict');
  });
});

describe('trip: space reservation', () => {
  it('accepting a shipment reserves its weight on the trip', () => {
    given(created, approved)
      .when({ type: 'reserve_space', shipmentId: ids.shipment, weightKg: 2.5 })
      .then([reserved(2.5)]);
    expect(remainingKg(stateAfter(tripDecider, created, approved, reserved(2.5)) as Trip)).toBe(7.5);
  });
  it('reserving more than the remaining space is refused', () => {
    given(created, approved, reserved(8, ids.otherInterest))
      .when({ type: 'reserve_space', shipmentId: ids.shipment, weightKg: 2.001 })
      .thenThrows('TRIP.INSUFFICIENT_SPACE', 'conflict');
  });
  it('reserving for the same shipment twice changes nothing', () => {
    given(created, approved, reserved(2.5))
      .when({ type: 'reserve_space', shipmentId: ids.shipment, weightKg: 2.5 })
      .then([]);
  });
  it('space is reserved only on an active trip', () => {
    given(created)
      .when({ type: 'reserve_space', shipmentId: ids.shipment, weightKg: 1 })
      .thenThrows('TRIP.NOT_ACTIVE', 'precondition');
  });
  it('a cancelled match gives the space back', () => {
    given(created, approved, reserved(2.5))
      .when({ type: 'release_space', shipmentId: ids.shipment })
      .then([
        {
          type: 'marketplace.trip.space_released',
          data: { tripId: ids.trip, shipmentId: ids.shipment, weightKg: 2.5 },
        },
      ]);
    given(created, approved).when({ type: 'release_space', shipmentId: ids.shipment }).then([]);
  });
});
