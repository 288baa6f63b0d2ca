import type { Currency, HandoffCodeKind } from '@oneway/contracts';
import type { MatchableTrip } from '../matching/matchable-trip.js';
import type { ShipmentListingInput } from './shipment-listing.js';

/** Where and what a lifecycle step records on the tracking timeline. */
export interface TrackingNote {
  location?: string | null;
  notes?: string | null;
}

export type ShipmentCommand =
  | {
      type: 'create_shipment';
      shipmentId: string;
      senderId: string;
      trackingNumber: string;
      listing: ShipmentListingInput;
    }
  | { type: 'update_shipment'; actorId: string; listing: ShipmentListingInput }
  | { type: 'attach_photos'; actorId: string; photoIds: string[] }
  | { type: 'record_escrow_held'; paymentId: string; amount: number; currency: Currency }
  | { type: 'record_escrow_refunded'; paymentId: string; amount: number; full: boolean }
  | { type: 'record_escrow_released'; paymentId: string; travelerEarned?: number }
  | { type: 'record_escrow_frozen'; paymentId: string; claimId: string }
  | { type: 'record_escrow_unfrozen'; paymentId: string; claimId: string }
  | { type: 'express_interest'; interestId: string; travelerId: string; message: string; trip: MatchableTrip }
  | { type: 'withdraw_interest'; interestId: string; actorId: string }
  | { type: 'reject_interest'; interestId: string; actorId: string }
  | { type: 'accept_interest'; interestId: string; actorId: string; trip: MatchableTrip }
  /** The person handing the package over (the sender) enters the traveler's pickup code. */
  | ({ type: 'confirm_pickup'; actorId: string; codeMatches: boolean } & TrackingNote)
  | ({ type: 'mark_departed'; actorId: string } & TrackingNote)
  | ({ type: 'mark_arrived'; actorId: string } & TrackingNote)
  /** The traveler enters the delivery code the receiver got from the sender. */
  | ({ type: 'confirm_delivery'; actorId: string; codeMatches: boolean } & TrackingNote)
  | { type: 'cancel_shipment'; actorId: string; reason: string | null }
  /** Relay staff ask whether a collector's code is right (decision relay-handoff-codes). */
  | { type: 'verify_relay_code'; kind: HandoffCodeKind; relayPointId: string; codeMatches: boolean }
  /** The relay checked the package in at the origin point: the sender dropped it off. */
  | ({ type: 'record_relay_drop_off'; relayPointId: string } & TrackingNote)
  /** The relay checked the package in at the destination point: it has arrived. */
  | ({ type: 'record_relay_arrival'; relayPointId: string } & TrackingNote)
  /** The relay released the package with a verified code: picked up (origin) or delivered (destination). */
  | ({ type: 'record_relay_release'; kind: HandoffCodeKind; relayPointId: string } & TrackingNote)
  | { type: 'cancel_match'; actorId: string; reason: string | null };
