// Marketplace response shapes that more than one feature reads: the contracts' zod-inferred
// types (libs/contracts/src/rpc/marketplace.rpc.ts). Type imports only, erased from the bundle.
import type { ShipmentListingView } from '@oneway/contracts';

export type {
  InterestStatus,
  InterestView,
  PackageConstraints,
  ShipmentStatus,
  TripPublicView,
  TripStatus,
} from '@oneway/contracts';

/** shipmentListingViewSchema: a pending shipment as a traveler sees it (no receiver, no payment state). */
export type ShipmentListing = ShipmentListingView;
