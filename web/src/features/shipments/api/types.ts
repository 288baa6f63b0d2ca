// Shapes of the gateway's marketplace responses (libs/contracts/src/rpc/marketplace.rpc.ts).
import type { ContentType, Currency, ShipmentSize, WeightUnit } from '@/config/marketplace';
import type { ShipmentStatus } from '@/lib/api-types/marketplace';

export type { InterestStatus, InterestView, ShipmentStatus } from '@/lib/api-types/marketplace';
export type EscrowStatus = 'none' | 'held' | 'refunded' | 'released' | 'frozen';

export type { Page } from '@/lib/api-types/page';

/** The server's view of a shipment (libs/contracts `shipmentViewSchema`): a type import, erased from the bundle. */
export type { ShipmentView } from '@oneway/contracts';

/** POST /api/shipments body. Money in minor units, dates YYYY-MM-DD. */
export type ShipmentListingRequest = {
  fromLocation: string;
  toLocation: string;
  weight: number;
  weightUnit: WeightUnit;
  size: ShipmentSize;
  contents: string;
  contentTypes: ContentType[];
  prohibitedItemsDeclared: boolean;
  declaredValue: number;
  paymentAmount: number;
  currency: Currency;
  earliestPickupDate: string;
  latestDeliveryDate: string;
  notes: string | null;
  receiverName: string;
  receiverPhone: string;
  receiverAddressLine1: string;
  receiverAddressLine2: string | null;
  receiverCity: string;
  receiverCountry: string;
  receiverZipCode: string | null;
  originRelayPointId?: string | null;
  destinationRelayPointId?: string | null;
};

export type TrackingEntry = {
  status: string;
  location: string | null;
  notes: string | null;
  updatedBy: string | null;
  createdAt: string;
};
export type ShipmentTracking = { trackingNumber: string; status: ShipmentStatus; entries: TrackingEntry[] };
