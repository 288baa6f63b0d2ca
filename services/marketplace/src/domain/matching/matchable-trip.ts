import type { TripStatus } from '@oneway/contracts';
import type { TripCapacity } from './compatibility.js';

/** What a shipment decision needs to know about a trip (loaded from the trip's stream). */
export interface MatchableTrip extends TripCapacity {
  tripId: string;
  travelerId: string;
  status: TripStatus;
}
