import { z } from 'zod';
import { defineEvent } from '../../define-event.js';
import { tripDetailsSchema } from './marketplace-values.js';

// Trip lifecycle: pending_verification → active → completed | cancelled; rejected (with
// admin notes). Space is reserved when a sender accepts the traveler's interest and given
// back when that match is undone before pickup.

export const tripCreatedV1 = defineEvent({
  type: 'marketplace.trip.created',
  version: 1,
  schema: z.object({ tripId: z.uuid(), travelerId: z.uuid(), details: tripDetailsSchema }),
});

/** `reverificationRequired`: the route or dates of an active trip changed, so staff check it again. */
export const tripUpdatedV1 = defineEvent({
  type: 'marketplace.trip.updated',
  version: 1,
  schema: z.object({
    tripId: z.uuid(),
    travelerId: z.uuid(),
    details: tripDetailsSchema,
    reverificationRequired: z.boolean(),
  }),
});

export const tripApprovedV1 = defineEvent({
  type: 'marketplace.trip.approved',
  version: 1,
  schema: z.object({
    tripId: z.uuid(),
    travelerId: z.uuid(),
    /** The reviewing admin/moderator; null when approved because the traveler's identity is verified. */
    approvedBy: z.uuid().nullable(),
    adminNotes: z.string().nullable(),
  }),
});

export const tripRejectedV1 = defineEvent({
  type: 'marketplace.trip.rejected',
  version: 1,
  schema: z.object({ tripId: z.uuid(), travelerId: z.uuid(), rejectedBy: z.uuid(), adminNotes: z.string().min(1) }),
});

export const tripCancelledV1 = defineEvent({
  type: 'marketplace.trip.cancelled',
  version: 1,
  schema: z.object({ tripId: z.uuid(), travelerId: z.uuid(), reason: z.string().nullable() }),
});

export const tripCompletedV1 = defineEvent({
  type: 'marketplace.trip.completed',
  version: 1,
  schema: z.object({ tripId: z.uuid(), travelerId: z.uuid() }),
});

export const tripSpaceReservedV1 = defineEvent({
  type: 'marketplace.trip.space_reserved',
  version: 1,
  schema: z.object({ tripId: z.uuid(), shipmentId: z.uuid(), weightKg: z.number().positive() }),
});

export const tripSpaceReleasedV1 = defineEvent({
  type: 'marketplace.trip.space_released',
  version: 1,
  schema: z.object({ tripId: z.uuid(), shipmentId: z.uuid(), weightKg: z.number().positive() }),
});

export const marketplaceTripEvents = [
  tripCreatedV1,
  tripUpdatedV1,
  tripApprovedV1,
  tripRejectedV1,
  tripCancelledV1,
  tripCompletedV1,
  tripSpaceReservedV1,
  tripSpaceReleasedV1,
] as const;
