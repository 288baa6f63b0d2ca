// Shapes of the gateway's marketplace responses (libs/contracts/src/rpc/marketplace.rpc.ts).
import type { ContentType, Currency, ShipmentSize, WeightUnit } from '@/config/marketplace';
import type { ShipmentStatus } from '@/lib/api-types/marketplace';

export type { InterestStatus, InterestView, ShipmentStatus } from '@/lib/api-types/marketplace';
export type EscrowStatus = 'none' | 'held' | 'refunded' | 'released' | 'frozen';

export type { Page } from '@/lib/api-types/page';

export type ShipmentView = {
  id: string;
  senderId: string;
  trackingNumber: string;
  status: ShipmentStatus;
  fromLocation: string;
  toLocation: string;
  weight: number;
  weightUnit: WeightUnit;
  weightKg: number;
  size: ShipmentSize;
  contents: string;
  contentTypes: ContentType[];
  declaredValue: { amount: number; currency: Currency };
  hasInsurance: boolean;
  insuranceAmount: number;
  paymentAmount: number;
  currency: Currency;
  earliestPickupDate: string;
  latestDeliveryDate: string;
  createdAt: string;
  travelerId: string | null;
  tripId: string | null;
  notes: string | null;
  originRelayPointId?: string | null;
  destinationRelayPointId?: string | null;
  receiver: {
    name: string;
    phone: string;
    addressLine1: string;
    addressLine2: string | null;
    city: string;
    country: string;
    zipCode: string | null;
  };
  escrowStatus: EscrowStatus;
  updatedAt: string;
  /** Shown only to the matched traveler until pickup. */
  pickupCode: string | null;
  /** Shown only to the sender until delivery. */
  deliveryCode: string | null;
};

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
