import type {
  EventOf,
  HandoffCodeKind,
  ShipmentDetails,
  ShipmentStatus,
  shipmentArrivedV1,
  shipmentCancelledV1,
  shipmentCompletedV1,
  shipmentCreatedV1,
  shipmentDeliveredV1,
  shipmentDepartedV1,
  shipmentDroppedAtRelayV1,
  shipmentDisputeClosedV1,
  shipmentDisputedV1,
  shipmentEscrowHeldV1,
  shipmentEscrowRefundedV1,
  shipmentHandoffCodeFailedV1,
  shipmentMatchedV1,
  shipmentPickedUpV1,
  shipmentTravelerCancelledV1,
  shipmentUpdatedV1,
  shipmentPhotosAttachedV1,
} from '@oneway/contracts';
import { type CodeAttempts, NO_ATTEMPTS } from '../handoff/code-attempts.js';
import { evolveInterests, type InterestEvent, type Interests, withStatus } from '../interest/interest.js';

export type ShipmentEvent =
  | EventOf<typeof shipmentCreatedV1>
  | EventOf<typeof shipmentUpdatedV1>
  | EventOf<typeof shipmentEscrowHeldV1>
  | EventOf<typeof shipmentEscrowRefundedV1>
  | EventOf<typeof shipmentMatchedV1>
  | EventOf<typeof shipmentTravelerCancelledV1>
  | EventOf<typeof shipmentHandoffCodeFailedV1>
  | EventOf<typeof shipmentPickedUpV1>
  | EventOf<typeof shipmentDepartedV1>
  | EventOf<typeof shipmentDroppedAtRelayV1>
  | EventOf<typeof shipmentArrivedV1>
  | EventOf<typeof shipmentDeliveredV1>
  | EventOf<typeof shipmentCompletedV1>
  | EventOf<typeof shipmentCancelledV1>
  | EventOf<typeof shipmentDisputedV1>
  | EventOf<typeof shipmentDisputeClosedV1>
  | EventOf<typeof shipmentPhotosAttachedV1>
  | InterestEvent;

export type EscrowStatus = 'none' | 'held' | 'refunded' | 'released' | 'frozen';

export interface ShipmentMatch {
  travelerId: string;
  tripId: string;
  interestId: string;
  weightKg: number;
}

export interface Shipment {
  status: ShipmentStatus;
  shipmentId: string;
  senderId: string;
  trackingNumber: string;
  /** Null only for a shipment created before `created` carried the listing. */
  details: ShipmentDetails | null;
  /** The listing as the created event stored it: what a retried create is compared with. */
  createdDetails: ShipmentDetails | null;
  escrow: { status: EscrowStatus; paymentId: string | null };
  match: ShipmentMatch | null;
  /** The sender's photos of the package (ids), in the order attached. */
  photos: string[];
  interests: Interests;
  codeAttempts: Record<HandoffCodeKind, CodeAttempts>;
  /** Where the shipment was when a claim froze its escrow; it resumes there if the claim closes. */
  statusBeforeDispute: ShipmentStatus | null;
  /** Checked in at its origin relay point and not collected yet: no direct handoff. */
  atOriginRelay?: boolean;
}

export type ShipmentState = { status: 'absent' } | Shipment;

export const initialShipmentState = (): ShipmentState => ({ status: 'absent' });

export function evolveShipment(state: ShipmentState, event: ShipmentEvent): ShipmentState {
  if (event.type === 'marketplace.shipment.created') {
    const d = event.data;
    return {
      status: 'pending',
      shipmentId: d.shipmentId,
      senderId: d.senderId,
      trackingNumber: d.trackingNumber,
      details: d.details ?? null,
      createdDetails: d.details ?? null,
      escrow: { status: 'none', paymentId: null },
      match: null,
      photos: [],
      interests: {},
      codeAttempts: { pickup: NO_ATTEMPTS, delivery: NO_ATTEMPTS },
      statusBeforeDispute: null,
    };
  }
  // Every other event follows `created`; a stream never starts without it.
  if (state.status === 'absent') return state;
  const s = state;
  switch (event.type) {
    case 'marketplace.shipment.updated':
      return { ...s, details: event.data.details };
    case 'marketplace.shipment.photos_attached':
      return { ...s, photos: [...(s.photos ?? []), ...event.data.photoIds] };
    case 'marketplace.shipment.escrow_held': {
      // The listing's price is what the escrow holds (a 3-D Secure charge started before an
      // edit completes on the terms it showed: decision payments-price-follows-listing-edits).
      const { amount, currency } = event.data;
      const details = s.details ? { ...s.details, paymentAmount: amount, currency } : s.details;
      return { ...s, details, escrow: { status: 'held', paymentId: event.data.paymentId } };
    }
    case 'marketplace.shipment.escrow_refunded':
      return { ...s, escrow: { status: 'refunded', paymentId: event.data.paymentId } };
    case 'marketplace.shipment.matched': {
      const d = event.data;
      const weightKg = d.weightKg ?? s.details?.weightKg ?? 0;
      return {
        ...s,
        status: 'matched',
        match: { travelerId: d.travelerId, tripId: d.tripId, interestId: d.interestId, weightKg },
      };
    }
    case 'marketplace.shipment.traveler_cancelled':
      return {
        ...s,
        status: 'pending',
        match: null,
        interests: withStatus(s.interests, event.data.interestId, 'withdrawn'),
        codeAttempts: { pickup: NO_ATTEMPTS, delivery: NO_ATTEMPTS },
      };
    case 'marketplace.shipment.handoff_code_failed': {
      const d = event.data;
      return {
        ...s,
        codeAttempts: { ...s.codeAttempts, [d.kind]: { failedAttempts: d.failedAttempts, lockedUntil: d.lockedUntil } },
      };
    }
    case 'marketplace.shipment.picked_up':
      return { ...s, status: 'picked_up', atOriginRelay: false };
    case 'marketplace.shipment.departed':
      return { ...s, status: 'in_transit' };
    case 'marketplace.shipment.dropped_at_relay':
      return { ...s, atOriginRelay: true };
    case 'marketplace.shipment.arrived':
      return { ...s, status: 'arrived' };
    case 'marketplace.shipment.delivered':
      return { ...s, status: 'delivered' };
    case 'marketplace.shipment.completed':
      return { ...s, status: 'completed', escrow: { status: 'released', paymentId: event.data.paymentId } };
    case 'marketplace.shipment.cancelled':
      return { ...s, status: 'cancelled' };
    case 'marketplace.shipment.disputed':
      return {
        ...s,
        status: 'disputed',
        statusBeforeDispute: s.status,
        escrow: { status: 'frozen', paymentId: event.data.paymentId },
      };
    case 'marketplace.shipment.dispute_closed':
      return {
        ...s,
        status: event.data.resumedStatus,
        statusBeforeDispute: null,
        escrow: { ...s.escrow, status: 'held' },
      };
    case 'marketplace.shipment_interest.expressed':
    case 'marketplace.shipment_interest.withdrawn':
    case 'marketplace.shipment_interest.rejected':
    case 'marketplace.shipment_interest.accepted':
      return { ...s, interests: evolveInterests(s.interests, event) };
    default: {
      const never: never = event;
      return never;
    }
  }
}
