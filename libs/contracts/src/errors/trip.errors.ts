import { defineError, type FieldError } from '../errors.js';

/** The Trip aggregate (marketplace). */
export const tripErrors = {
  notFound: defineError({ code: 'TRIP.NOT_FOUND', kind: 'not_found', message: 'Trip not found' }),
  alreadyExists: defineError({ code: 'TRIP.ALREADY_EXISTS', kind: 'conflict', message: 'This trip already exists' }),
  invalid: defineError({
    code: 'TRIP.INVALID',
    kind: 'validation',
    message: 'The trip has invalid fields',
    fieldErrors: (fieldErrors: FieldError[]) => fieldErrors,
  }),
  invalidTransition: defineError({
    code: 'TRIP.INVALID_TRANSITION',
    kind: 'conflict',
    message: (action: string, status: string) => `Cannot ${action} a trip that is ${status}`,
  }),
  /** A trip is completed once it has begun: before its departure date nothing has been carried. */
  notDeparted: defineError({
    code: 'TRIP.NOT_DEPARTED',
    kind: 'conflict',
    message: (departureDate: string) => `This trip departs on ${departureDate}: it can be completed from that day`,
  }),
  /** A trip still carrying packages is completed once they are delivered (or given up). */
  undeliveredShipments: defineError({
    code: 'TRIP.UNDELIVERED_SHIPMENTS',
    kind: 'conflict',
    message: (n: number) =>
      n === 1
        ? 'A shipment on this trip is not delivered yet: deliver it or give it up first'
        : `${n} shipments on this trip are not delivered yet: deliver them or give them up first`,
  }),
  /** Matched shipments pin the trip: its route and dates stay, and it cannot be cancelled. */
  hasReservations: defineError({
    code: 'TRIP.HAS_RESERVATIONS',
    kind: 'conflict',
    message: (attempted: 'change_route' | 'cancel') =>
      attempted === 'cancel'
        ? 'Give up the matched shipments before cancelling the trip'
        : 'The route and dates cannot change while shipments are matched to this trip',
  }),
  spaceBelowReserved: defineError({
    code: 'TRIP.SPACE_BELOW_RESERVED',
    kind: 'conflict',
    message: (reservedKg: number) => `Available space cannot go below the ${reservedKg} kg already reserved`,
  }),
  notActive: defineError({
    code: 'TRIP.NOT_ACTIVE',
    kind: 'precondition',
    message: 'Space can only be reserved on an active trip',
  }),
  insufficientSpace: defineError({
    code: 'TRIP.INSUFFICIENT_SPACE',
    kind: 'conflict',
    message: (remainingKg: number) => `Only ${remainingKg} kg left on this trip`,
  }),
  notTraveler: defineError({
    code: 'TRIP.NOT_TRAVELER',
    kind: 'forbidden',
    message: "Only the trip's traveler can do this",
  }),
  staffOnly: defineError({
    code: 'TRIP.STAFF_ONLY',
    kind: 'forbidden',
    message: 'Only an admin or moderator can review trips',
  }),
};
