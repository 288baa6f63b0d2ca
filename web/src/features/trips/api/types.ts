// Shapes of the gateway's trip responses (libs/contracts/src/rpc/marketplace.rpc.ts).
import type { ShipmentView } from '@oneway/contracts';

export type { Page } from '@/lib/api-types/page';
export type { PackageConstraints, ShipmentListing, TripPublicView, TripStatus } from '@/lib/api-types/marketplace';

export type { TripView } from '@oneway/contracts';

/** GET /api/admin/trips item: the trip and who is behind it (gateway-composed; null when unavailable). */
export type { AdminTripQueueItem as AdminQueueTrip } from '@oneway/contracts';

/** POST /api/trips and PATCH /api/trips/:id body. */
export type { TripPlanRequest } from '@oneway/contracts';

/** A shipment I carry (GET /api/shipments?as=traveler); the pickup code shows until pickup. */
export type CarriedShipment = ShipmentView;
