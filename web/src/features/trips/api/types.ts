// Shapes of the gateway's trip responses (libs/contracts/src/rpc/marketplace.rpc.ts).
import type { Currency } from '@/config/marketplace';
import type { ShipmentView, TripView } from '@oneway/contracts';

export type { Page } from '@/lib/api-types/page';
export type { PackageConstraints, ShipmentListing, TripPublicView, TripStatus } from '@/lib/api-types/marketplace';

export type { TripView } from '@oneway/contracts';

/** GET /api/admin/trips item: the trip and who is behind it (gateway-composed; null when unavailable). */
export type AdminQueueTrip = TripView & {
  traveler: {
    fullName: string;
    username: string;
    isVerified: boolean;
    rating: number | null;
    completedTrips: number;
  } | null;
};

/** POST /api/trips body. */
export type TripPlanRequest = {
  fromLocation: string;
  fromAirport: string | null;
  toLocation: string;
  toAirport: string | null;
  departureDate: string;
  arrivalDate: string;
  availableSpaceKg: number;
  airlineName: string | null;
  notes: string | null;
  packageConstraints: {
    fragile: boolean;
    electronics: boolean;
    liquids: boolean;
    food: boolean;
    valueLimit: number | null;
    valueLimitCurrency: Currency | null;
    weightLimitKg: number | null;
  };
  itineraryUrl: string | null;
};

/** A shipment I carry (GET /api/shipments?as=traveler); the pickup code shows until pickup. */
export type CarriedShipment = ShipmentView;
