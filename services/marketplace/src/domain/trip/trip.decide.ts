import { type Role, type TripStatus, rolesFor, tripErrors } from '@oneway/contracts';
import { repeatsCreate } from '../shared/repeated-create.js';
import { toGrams } from '../shared/weight.js';
import type { TripCommand } from './trip.commands.js';
import { validateTripPlan } from './trip-plan.js';
import { tripRules as rule } from './trip-rules.js';
import { remainingKg, reservedKg, type Trip, type TripEvent, type TripState } from './trip.state.js';

/** Staff who verify trips: the roles matrix's `trips.review` (decision ops-staff-roles). */
export const TRIP_REVIEWER_ROLES: readonly Role[] = rolesFor('trips.review');

const illegal = (action: string, status: TripStatus) => tripErrors.invalidTransition(action, status);

/**
 * A create on an id already used (decision create-id-reuse-409): the same create retried (same
 * traveler, a plan that normalises to the one the created event stored) appends nothing and the
 * caller gets the trip; another plan is a conflict; another user gets not_found, as for any
 * trip that is not theirs.
 */
function repeatedCreate(t: Trip, command: Extract<TripCommand, { type: 'create_trip' }>): [] {
  if (t.travelerId !== command.travelerId) throw tripErrors.notFound();
  const stored = t.createdDetails;
  if (repeatsCreate(validateTripPlan, command.plan, stored, stored.departureDate)) return [];
  throw tripErrors.alreadyExists();
}

export function decideTrip(command: TripCommand, state: TripState, now: Date): TripEvent[] {
  if (command.type === 'create_trip') {
    if (state.status !== 'absent') return repeatedCreate(state, command);
    const details = validateTripPlan(command.plan, now);
    const ref = { tripId: command.tripId, travelerId: command.travelerId };
    return [
      { type: 'marketplace.trip.created', data: { ...ref, details } },
      ...(command.travelerVerified ? [autoApproved(ref)] : []),
    ];
  }
  if (state.status === 'absent') throw tripErrors.notFound();
  const t = state;
  const ref = { tripId: t.tripId, travelerId: t.travelerId };

  switch (command.type) {
    case 'update_trip': {
      requireTraveler(t, command.actorId);
      if (!rule.open(t.status)) throw illegal('edit', t.status);
      const details = validateTripPlan(command.plan, now);
      const before = t.details;
      const itineraryChanged =
        details.fromLocation !== before.fromLocation ||
        details.toLocation !== before.toLocation ||
        details.departureDate !== before.departureDate ||
        details.arrivalDate !== before.arrivalDate;
      const hasReservations = Object.keys(t.reservations).length > 0;
      if (itineraryChanged && hasReservations) {
        throw tripErrors.hasReservations('change_route');
      }
      if (toGrams(details.availableSpaceKg) < toGrams(reservedKg(t))) {
        throw tripErrors.spaceBelowReserved(reservedKg(t));
      }
      // A verified itinerary that changes is verified again.
      // (A traveler whose identity is verified is trusted with itinerary changes.)
      const reverificationRequired = t.status === 'active' && itineraryChanged && !command.travelerVerified;
      return [{ type: 'marketplace.trip.updated', data: { ...ref, details, reverificationRequired } }];
    }
    case 'approve_trip':
      requireReviewer(command.actor.role);
      if (t.status !== 'pending_verification') throw illegal('approve', t.status);
      return [
        {
          type: 'marketplace.trip.approved',
          data: { ...ref, approvedBy: command.actor.userId, adminNotes: command.adminNotes?.trim() || null },
        },
      ];
    case 'approve_for_verified_traveler':
      return t.status === 'pending_verification' ? [autoApproved(ref)] : [];
    case 'reject_trip': {
      requireReviewer(command.actor.role);
      if (t.status !== 'pending_verification') throw illegal('reject', t.status);
      const adminNotes = command.adminNotes.trim();
      if (!adminNotes) {
        throw tripErrors.invalid([{ field: 'adminNotes', message: 'Admin notes are required' }]);
      }
      return [{ type: 'marketplace.trip.rejected', data: { ...ref, rejectedBy: command.actor.userId, adminNotes } }];
    }
    case 'cancel_trip':
      requireTraveler(t, command.actorId);
      if (!rule.open(t.status)) throw illegal('cancel', t.status);
      if (rule.carrying(reservedKg(t))) throw tripErrors.hasReservations('cancel');
      return [{ type: 'marketplace.trip.cancelled', data: { ...ref, reason: command.reason } }];
    case 'complete_trip':
      requireTraveler(t, command.actorId);
      if (!rule.complete(t.status)) throw illegal('complete', t.status);
      if (!rule.departed(command.today, t.details.departureDate)) throw tripErrors.notDeparted(t.details.departureDate);
      if (command.undeliveredShipments > 0) throw tripErrors.undeliveredShipments(command.undeliveredShipments);
      return [{ type: 'marketplace.trip.completed', data: ref }];
    case 'reserve_space':
      if (t.reservations[command.shipmentId] !== undefined) return [];
      if (t.status !== 'active') throw tripErrors.notActive();
      if (toGrams(command.weightKg) > toGrams(remainingKg(t))) {
        throw tripErrors.insufficientSpace(remainingKg(t));
      }
      return [
        {
          type: 'marketplace.trip.space_reserved',
          data: { tripId: t.tripId, shipmentId: command.shipmentId, weightKg: command.weightKg },
        },
      ];
    case 'release_space': {
      const weightKg = t.reservations[command.shipmentId];
      if (weightKg === undefined) return [];
      return [
        {
          type: 'marketplace.trip.space_released',
          data: { tripId: t.tripId, shipmentId: command.shipmentId, weightKg },
        },
      ];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

const autoApproved = (ref: { tripId: string; travelerId: string }): TripEvent => ({
  type: 'marketplace.trip.approved',
  data: { ...ref, approvedBy: null, adminNotes: 'Approved automatically: traveler identity verified' },
});

function requireTraveler(t: Trip, actorId: string): void {
  if (t.travelerId !== actorId) throw tripErrors.notTraveler();
}

function requireReviewer(role: Role): void {
  if (!TRIP_REVIEWER_ROLES.includes(role)) throw tripErrors.staffOnly();
}
