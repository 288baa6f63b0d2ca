import type {
  EventOf,
  TripDetails,
  TripStatus,
  tripApprovedV1,
  tripCancelledV1,
  tripCompletedV1,
  tripCreatedV1,
  tripRejectedV1,
  tripSpaceReleasedV1,
  tripSpaceReservedV1,
  tripUpdatedV1,
} from '@oneway/contracts';
import type { MatchableTrip } from '../matching/matchable-trip.js';
import { toGrams } from '../shared/weight.js';

export type TripEvent =
  | EventOf<typeof tripCreatedV1>
  | EventOf<typeof tripUpdatedV1>
  | EventOf<typeof tripApprovedV1>
  | EventOf<typeof tripRejectedV1>
  | EventOf<typeof tripCancelledV1>
  | EventOf<typeof tripCompletedV1>
  | EventOf<typeof tripSpaceReservedV1>
  | EventOf<typeof tripSpaceReleasedV1>;

export interface Trip {
  status: TripStatus;
  tripId: string;
  travelerId: string;
  details: TripDetails;
  /** The plan as the created event stored it: what a retried create is compared with. */
  createdDetails: TripDetails;
  adminNotes: string | null;
  /** Weight (kg) reserved per matched shipment. */
  reservations: Readonly<Record<string, number>>;
}

export type TripState = { status: 'absent' } | Trip;

export const initialTripState = (): TripState => ({ status: 'absent' });

export function reservedKg(trip: Trip): number {
  return Object.values(trip.reservations).reduce((sum, kg) => sum + toGrams(kg), 0) / 1000;
}

export function remainingKg(trip: Trip): number {
  return (toGrams(trip.details.availableSpaceKg) - toGrams(reservedKg(trip))) / 1000;
}

export function matchableTrip(trip: Trip): MatchableTrip {
  return {
    tripId: trip.tripId,
    travelerId: trip.travelerId,
    status: trip.status,
    details: trip.details,
    remainingKg: remainingKg(trip),
  };
}

export function evolveTrip(state: TripState, event: TripEvent): TripState {
  if (event.type === 'marketplace.trip.created') {
    const d = event.data;
    return {
      status: 'pending_verification',
      tripId: d.tripId,
      travelerId: d.travelerId,
      details: d.details,
      createdDetails: d.details,
      adminNotes: null,
      reservations: {},
    };
  }
  if (state.status === 'absent') return state;
  const t = state;
  switch (event.type) {
    case 'marketplace.trip.updated':
      return {
        ...t,
        details: event.data.details,
        status: event.data.reverificationRequired ? 'pending_verification' : t.status,
      };
    case 'marketplace.trip.approved':
      return { ...t, status: 'active', adminNotes: event.data.adminNotes };
    case 'marketplace.trip.rejected':
      return { ...t, status: 'rejected', adminNotes: event.data.adminNotes };
    case 'marketplace.trip.cancelled':
      return { ...t, status: 'cancelled' };
    case 'marketplace.trip.completed':
      return { ...t, status: 'completed' };
    case 'marketplace.trip.space_reserved':
      return { ...t, reservations: { ...t.reservations, [event.data.shipmentId]: event.data.weightKg } };
    case 'marketplace.trip.space_released': {
      const { [event.data.shipmentId]: _released, ...rest } = t.reservations;
      return { ...t, reservations: rest };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}
