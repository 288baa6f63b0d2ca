import type { Actor, ReviewType } from '@oneway/contracts';
import type { ReviewInput } from './review-input.js';

/** What the review stream needs to know about its shipment, read from the shipment's events. */
export interface ReviewedShipment {
  shipmentId: string;
  senderId: string;
  travelerId: string | null;
  /** When `marketplace.shipment.delivered` happened; null before delivery. */
  deliveredAt: string | null;
}

export type ReviewCommand =
  | { type: 'submit_review'; reviewId: string; actorId: string; shipment: ReviewedShipment; input: ReviewInput }
  /** The deadline job: publish whatever is in. */
  | { type: 'close_window' }
  /** Its author adds photos the gateway stored (file ids). */
  | { type: 'attach_review_photos'; reviewId: string; actorId: string; photoIds: string[] }
  | { type: 'report_review'; reviewId: string; reporterId: string; reason: string | null }
  | { type: 'hide_review'; reviewId: string; actor: Actor; notes: string }
  | { type: 'restore_review'; reviewId: string; actor: Actor; notes: string };

export type { ReviewType };
