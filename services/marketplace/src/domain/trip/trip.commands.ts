import type { Actor } from '@oneway/contracts';
import type { TripPlanInput } from './trip-plan.js';

export type TripCommand =
  /** `travelerVerified`: identity has verified the traveler, so the trip is active at once. */
  | { type: 'create_trip'; tripId: string; travelerId: string; plan: TripPlanInput; travelerVerified: boolean }
  | { type: 'update_trip'; actorId: string; plan: TripPlanInput; travelerVerified: boolean }
  | { type: 'approve_trip'; actor: Actor; adminNotes: string | null }
  /** Identity verified the traveler: their trips waiting for review become active. */
  | { type: 'approve_for_verified_traveler' }
  | { type: 'reject_trip'; actor: Actor; adminNotes: string }
  | { type: 'cancel_trip'; actorId: string; reason: string | null }
  | {
      type: 'complete_trip';
      actorId: string;
      /** The request's calendar day (UTC). */
      today: string;
      /** Shipments matched to the trip and not yet delivered (the shipments read model's count). */
      undeliveredShipments: number;
    }
  | { type: 'reserve_space'; shipmentId: string; weightKg: number }
  | { type: 'release_space'; shipmentId: string };
