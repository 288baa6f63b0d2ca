// Shapes of the gateway's marketplace responses (libs/contracts/src/rpc/marketplace.rpc.ts).
export type { InterestStatus, InterestView, ShipmentStatus } from '@/lib/api-types/marketplace';
export type { EscrowStatus } from '@oneway/contracts';

export type { Page } from '@/lib/api-types/page';

/** The server's view of a shipment (libs/contracts `shipmentViewSchema`): a type import, erased from the bundle. */
export type { ShipmentView } from '@oneway/contracts';

/** POST /api/shipments and PATCH /api/shipments/:id body. Money in minor units, dates YYYY-MM-DD. */
export type { ShipmentListingRequest, ShipmentTracking, TrackingEntry } from '@oneway/contracts';
