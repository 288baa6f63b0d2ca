// Browse shapes (libs/contracts/src/rpc/marketplace.rpc.ts: shipmentListingViewSchema, tripViewSchema).
import type { ShipmentSize } from '@/config/marketplace';

export type { Page } from '@/lib/api-types/page';
export type { ShipmentListing } from '@/lib/api-types/marketplace';

/** The fields of my trip the interest form needs. */
export type MyTrip = {
  id: string;
  status: string;
  fromLocation: string;
  toLocation: string;
  departureDate: string;
  arrivalDate: string;
  remainingSpaceKg: number;
};

/** GET /api/available-shipments/:id/my-trips (myTripsForShipmentRpc): my active trips that fit, and why the others do not. */
export type MyTripsForShipment = {
  compatible: MyTrip[];
  incompatible: Array<{ trip: MyTrip; reasons: string[] }>;
};

export type AvailableShipmentFilters = {
  fromLocation?: string;
  toLocation?: string;
  departOn?: string;
  arriveBy?: string;
  maxWeightKg?: number;
  size?: ShipmentSize;
  page: number;
  pageSize: number;
};
