import type { TripStatus } from '@oneway/contracts';

/**
 * The status rules of a trip, one per traveler command. The decider refuses a command whose
 * rule fails; allowedTripActions offers only what passes, so the two cannot disagree.
 */
export const tripRules = {
  /** Edited and cancelled while waiting for review or active. */
  open: (status: TripStatus) => status === 'pending_verification' || status === 'active',
  /** A trip with space reserved for packages cannot be cancelled (give the shipments up first). */
  carrying: (reservedKg: number) => reservedKg > 0,
  /** Only an active trip is marked completed. */
  complete: (status: TripStatus) => status === 'active',
  /** From its departure date on (UTC calendar days). */
  departed: (today: string, departureDate: string) => today >= departureDate,
} as const;
