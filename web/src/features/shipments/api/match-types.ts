// The gateway's match shapes (libs/contracts/src/rpc/marketplace-matches.rpc.ts).
import type { Currency } from '@/config/marketplace';
import type { EscrowStatus, InterestStatus, ShipmentStatus } from './types';

export type MatchAction =
  | 'pay'
  | 'accept'
  | 'reject'
  | 'withdraw'
  | 'confirm_pickup'
  | 'mark_in_transit'
  | 'mark_arrived'
  | 'confirm_delivery'
  | 'give_up'
  | 'cancel'
  | 'message';

/** A match: a traveler's offer on a shipment, from the caller's side. Its id is the interest's. */
export type MatchView = {
  id: string;
  role: 'sender' | 'traveler';
  status: InterestStatus;
  rejectionReason: string | null;
  message: string;
  senderId: string;
  travelerId: string;
  otherPartyId: string;
  createdAt: string;
  updatedAt: string;
  shipment: {
    id: string;
    trackingNumber: string;
    status: ShipmentStatus;
    fromLocation: string;
    toLocation: string;
    weightKg: number;
    contents: string;
    earliestPickupDate: string;
    latestDeliveryDate: string;
    paymentAmount: number;
    currency: Currency;
    escrowStatus: EscrowStatus | null;
    pickupCode: string | null;
    deliveryCode: string | null;
  };
  trip: {
    id: string;
    fromLocation: string;
    toLocation: string;
    departureDate: string;
    arrivalDate: string;
    airlineName: string | null;
  } | null;
  nextStep: string;
  actions: MatchAction[];
};

/** The other person of a match: identity's public profile and the marketplace rating. */
export type MatchParty = { fullName: string; isVerified: boolean; rating: number | null };
