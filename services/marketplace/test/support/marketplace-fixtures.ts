import type { ShipmentDetails, TripDetails } from '@oneway/contracts';
import { shipmentRequestBody, tripRequestBody } from '@oneway/testing';
import type { ShipmentEvent } from '../../src/domain/shipment/shipment.state.js';
import type { ShipmentListingInput } from '../../src/domain/shipment/shipment-listing.js';
import type { MatchableTrip } from '../../src/domain/matching/matchable-trip.js';
import type { TripPlanInput } from '../../src/domain/trip/trip-plan.js';
import { validateShipmentListing } from '../../src/domain/shipment/shipment-listing.js';
import { validateTripPlan } from '../../src/domain/trip/trip-plan.js';

export const NOW = new Date('2026-11-21T12:00:00.000Z');

export const ids = {
  shipment: '11111111-1111-4111-8111-111111111111',
  sender: '22222222-2222-4222-8222-222222222222',
  traveler: '33333333-3333-4333-8333-333333333333',
  otherTraveler: '44444444-4444-4444-8444-444444444444',
  trip: '55555555-5555-4555-8555-555555555555',
  otherTrip: '66666666-6666-4666-8666-666666666666',
  interest: '77777777-7777-4777-8777-777777777777',
  otherInterest: '88888888-8888-4888-8888-888888888888',
  payment: '99999999-9999-4999-8999-999999999999',
  admin: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
} as const;

export const TRACKING = 'OW0123456789';

// The shared valid bodies, pinned to this file's dates (NOW) so decider tests read fixed days.
export function listing(overrides: Partial<ShipmentListingInput> = {}): ShipmentListingInput {
  return shipmentRequestBody({ earliestPickupDate: '2026-11-25', latestDeliveryDate: '2026-12-20', ...overrides }, NOW);
}

export function tripPlan(overrides: Partial<TripPlanInput> = {}): TripPlanInput {
  return tripRequestBody({ departureDate: '2026-12-01', arrivalDate: '2026-12-02', ...overrides }, NOW);
}

export const shipmentDetails = (o: Partial<ShipmentListingInput> = {}): ShipmentDetails =>
  validateShipmentListing(listing(o), NOW);
export const tripDetails = (o: Partial<TripPlanInput> = {}): TripDetails => validateTripPlan(tripPlan(o), NOW);

export function activeTrip(overrides: Partial<MatchableTrip> = {}): MatchableTrip {
  const details = overrides.details ?? tripDetails();
  return {
    tripId: ids.trip,
    travelerId: ids.traveler,
    status: 'active',
    details,
    remainingKg: details.availableSpaceKg,
    ...overrides,
  };
}

/** History builders for the shipment stream. */
export const shipmentHistory = {
  created: (o: Partial<ShipmentListingInput> = {}): ShipmentEvent => {
    const details = shipmentDetails(o);
    return {
      type: 'marketplace.shipment.created',
      data: {
        shipmentId: ids.shipment,
        senderId: ids.sender,
        trackingNumber: TRACKING,
        fromLocation: details.fromLocation,
        toLocation: details.toLocation,
        paymentAmount: details.paymentAmount,
        currency: details.currency,
        details,
      },
    };
  },
  escrowHeld: (): ShipmentEvent => ({
    type: 'marketplace.shipment.escrow_held',
    data: { shipmentId: ids.shipment, paymentId: ids.payment, amount: 3500, currency: 'GBP' },
  }),
  interest: (
    interestId: string = ids.interest,
    travelerId: string = ids.traveler,
    tripId: string = ids.trip,
  ): ShipmentEvent => ({
    type: 'marketplace.shipment_interest.expressed',
    data: {
      interestId,
      shipmentId: ids.shipment,
      senderId: ids.sender,
      travelerId,
      tripId,
      message: 'I fly there next week',
    },
  }),
  accepted: (): ShipmentEvent[] => [
    {
      type: 'marketplace.shipment_interest.accepted',
      data: {
        interestId: ids.interest,
        shipmentId: ids.shipment,
        senderId: ids.sender,
        travelerId: ids.traveler,
        tripId: ids.trip,
      },
    },
    {
      type: 'marketplace.shipment.matched',
      data: {
        shipmentId: ids.shipment,
        senderId: ids.sender,
        travelerId: ids.traveler,
        tripId: ids.trip,
        interestId: ids.interest,
        weightKg: 2.5,
      },
    },
  ],
  step: (type: 'picked_up' | 'departed' | 'arrived' | 'delivered'): ShipmentEvent =>
    ({
      type: `marketplace.shipment.${type}`,
      data: { shipmentId: ids.shipment, senderId: ids.sender, travelerId: ids.traveler, location: null, notes: null },
    }) as ShipmentEvent,
};

/** A matched shipment: created, paid, one interest accepted. */
export const matchedHistory = (): ShipmentEvent[] => [
  shipmentHistory.created(),
  shipmentHistory.escrowHeld(),
  shipmentHistory.interest(),
  ...shipmentHistory.accepted(),
];
