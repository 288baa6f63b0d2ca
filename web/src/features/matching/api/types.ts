// Browse shapes (libs/contracts/src/rpc/marketplace.rpc.ts: shipmentListingViewSchema, tripViewSchema).
import type { myTripsForShipmentRpc, RpcResponse, TripPublicView } from '@oneway/contracts';
import type { ShipmentSize } from '@/config/marketplace';

export type { Page } from '@/lib/api-types/page';
export type { ShipmentListing } from '@/lib/api-types/marketplace';

/** One of my trips, as the interest form sees it (tripPublicViewSchema). */
export type MyTrip = TripPublicView;

/** GET /api/available-shipments/:id/my-trips (myTripsForShipmentRpc): my active trips that fit, and why the others do not. */
export type MyTripsForShipment = RpcResponse<typeof myTripsForShipmentRpc>;

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
