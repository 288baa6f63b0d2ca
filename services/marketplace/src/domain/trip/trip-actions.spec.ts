import type { TripAction } from '@oneway/contracts';
import { ids, NOW, tripDetails, tripPlan } from '../../../test/support/marketplace-fixtures.js';
import { stateAfter } from '../../../test/support/decider-specification.js';
import type { TripCommand } from './trip.commands.js';
import { tripDecider } from './trip.decider.js';
import { reservedKg, type Trip, type TripEvent } from './trip.state.js';
import { allowedTripActions, type TripForActions } from './trip-actions.js';

const trip = (o: Partial<TripForActions> = {}): TripForActions => ({
  status: 'active',
  travelerId: ids.traveler,
  reservedKg: 0,
  departed: true,
  ...o,
});

/** The fixture trip's departure day: from it on, the trip may be completed. */
const DEPARTURE_DAY = tripDetails().departureDate;

describe('allowedTripActions', () => {
  it('an active trip without packages is edited, cancelled or marked completed', () => {
    expect(allowedTripActions(trip(), ids.traveler)).toEqual(['edit', 'cancel', 'complete']);
  });
  it('a trip is not offered completion before its departure date', () => {
    expect(allowedTripActions(trip({ departed: false }), ids.traveler)).toEqual(['edit', 'cancel']);
  });
  it('a trip carrying packages cannot be cancelled', () => {
    expect(allowedTripActions(trip({ reservedKg: 2.5 }), ids.traveler)).toEqual(['edit', 'complete']);
  });
  it('a trip waiting for review is edited or cancelled, not completed', () => {
    expect(allowedTripActions(trip({ status: 'pending_verification' }), ids.traveler)).toEqual(['edit', 'cancel']);
  });
  it('a closed trip offers nothing', () => {
    for (const status of ['rejected', 'cancelled', 'completed'] as const)
      expect(allowedTripActions(trip({ status }), ids.traveler)).toEqual([]);
  });
  it('anyone but the traveler (staff included) is offered nothing', () => {
    expect(allowedTripActions(trip(), ids.admin)).toEqual([]);
  });
});

const commandFor = (action: TripAction): TripCommand =>
  action === 'edit'
    ? { type: 'update_trip', actorId: ids.traveler, plan: tripPlan(), travelerVerified: false }
    : action === 'cancel'
      ? { type: 'cancel_trip', actorId: ids.traveler, reason: null }
      : { type: 'complete_trip', actorId: ids.traveler, today: DEPARTURE_DAY, undeliveredShipments: 0 };

const base = { tripId: ids.trip, travelerId: ids.traveler };
const created: TripEvent = { type: 'marketplace.trip.created', data: { ...base, details: tripDetails() } };
const approved: TripEvent = {
  type: 'marketplace.trip.approved',
  data: { ...base, approvedBy: ids.admin, adminNotes: null },
};
const histories: Record<string, TripEvent[]> = {
  'pending verification': [created],
  active: [created, approved],
  'active, carrying': [
    created,
    approved,
    { type: 'marketplace.trip.space_reserved', data: { tripId: ids.trip, shipmentId: ids.shipment, weightKg: 2 } },
  ],
  rejected: [created, { type: 'marketplace.trip.rejected', data: { ...base, rejectedBy: ids.admin, adminNotes: 'x' } }],
  cancelled: [created, { type: 'marketplace.trip.cancelled', data: { ...base, reason: null } }],
  completed: [created, approved, { type: 'marketplace.trip.completed', data: base }],
};

it.each(Object.entries(histories))('offered exactly when the decider accepts: %s', (_name, history) => {
  const state = stateAfter(tripDecider, ...history) as Trip;
  const offered = allowedTripActions(
    { status: state.status, travelerId: state.travelerId, reservedKg: reservedKg(state), departed: true },
    ids.traveler,
  );
  for (const action of ['edit', 'cancel', 'complete'] as const) {
    let accepted = true;
    try {
      tripDecider.decide(commandFor(action), state, NOW);
    } catch {
      accepted = false;
    }
    expect({ action, offered: offered.includes(action) }).toEqual({ action, offered: accepted });
  }
});
