// Marketplace response shapes that more than one feature reads (libs/contracts/src/rpc/marketplace.rpc.ts).
import type { ContentType, Currency, ShipmentSize, WeightUnit } from '@/config/marketplace';

export type ShipmentStatus =
  'pending' | 'matched' | 'picked_up' | 'in_transit' | 'arrived' | 'delivered' | 'completed' | 'cancelled' | 'disputed';
export type TripStatus = 'pending_verification' | 'active' | 'completed' | 'cancelled' | 'rejected';
export type InterestStatus = 'pending' | 'accepted' | 'rejected' | 'withdrawn';

export type PackageConstraints = {
  fragile: boolean;
  electronics: boolean;
  liquids: boolean;
  food: boolean;
  valueLimit: { amount: number; currency: Currency } | null;
  weightLimitKg: number | null;
};

/** tripPublicViewSchema: a trip as anyone may see it. */
export type TripPublicView = {
  id: string;
  travelerId: string;
  status: TripStatus;
  fromLocation: string;
  fromAirport: string | null;
  toLocation: string;
  toAirport: string | null;
  departureDate: string;
  arrivalDate: string;
  availableSpaceKg: number;
  remainingSpaceKg: number;
  airlineName: string | null;
  packageConstraints: PackageConstraints;
  createdAt: string;
};

/** shipmentListingViewSchema: a pending shipment as a traveler sees it (no receiver, no payment state). */
export type ShipmentListing = {
  id: string;
  senderId: string;
  trackingNumber: string;
  status: string;
  fromLocation: string;
  toLocation: string;
  weight: number;
  weightUnit: WeightUnit;
  weightKg: number;
  size: ShipmentSize;
  contents: string;
  contentTypes: ContentType[];
  declaredValue: { amount: number; currency: Currency };
  paymentAmount: number;
  currency: Currency;
  earliestPickupDate: string;
  latestDeliveryDate: string;
  createdAt: string;
};

/** interestViewSchema: a traveler's interest in a shipment, with the shipment's summary. */
export type InterestView = {
  id: string;
  shipmentId: string;
  travelerId: string;
  senderId: string;
  tripId: string;
  message: string;
  status: InterestStatus;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
  shipment: {
    trackingNumber: string;
    status: ShipmentStatus;
    fromLocation: string;
    toLocation: string;
    weightKg: number;
    /** The shipment's escrow; set for its sender only (null for the traveler). */
    escrowStatus: 'none' | 'held' | 'refunded' | 'released' | 'frozen' | null;
  };
};
