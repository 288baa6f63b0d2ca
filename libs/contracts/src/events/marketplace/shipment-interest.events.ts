import { z } from 'zod';
import { defineEvent } from '../../define-event.js';

// A traveler's interest in a shipment: pending → accepted | rejected | withdrawn.
// These events are written to the shipment's stream (`shipment-<id>`): the shipment is the
// consistency boundary for "one pending interest per traveler" and "exactly one accepted".

const interestRef = { interestId: z.uuid(), shipmentId: z.uuid(), travelerId: z.uuid() };

export const shipmentInterestExpressedV1 = defineEvent({
  type: 'marketplace.shipment_interest.expressed',
  version: 1,
  schema: z.object({ ...interestRef, senderId: z.uuid(), tripId: z.uuid(), message: z.string() }),
});

export const shipmentInterestWithdrawnV1 = defineEvent({
  type: 'marketplace.shipment_interest.withdrawn',
  version: 1,
  schema: z.object(interestRef),
});

export const INTEREST_REJECTION_REASONS = [
  'rejected_by_sender',
  'another_interest_accepted',
  'shipment_cancelled',
] as const;

export const shipmentInterestRejectedV1 = defineEvent({
  type: 'marketplace.shipment_interest.rejected',
  version: 1,
  schema: z.object({ ...interestRef, reason: z.enum(INTEREST_REJECTION_REASONS) }),
});

export const shipmentInterestAcceptedV1 = defineEvent({
  type: 'marketplace.shipment_interest.accepted',
  version: 1,
  schema: z.object({ ...interestRef, senderId: z.uuid(), tripId: z.uuid() }),
});

export const marketplaceShipmentInterestEvents = [
  shipmentInterestExpressedV1,
  shipmentInterestWithdrawnV1,
  shipmentInterestRejectedV1,
  shipmentInterestAcceptedV1,
] as const;
