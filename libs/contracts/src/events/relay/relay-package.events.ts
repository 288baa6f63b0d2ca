import { z } from 'zod';
import { handoffCodeKindSchema } from '../marketplace/marketplace-values.js';
import { defineEvent } from '../../define-event.js';
import { packageConditionSchema, relayLegSchema } from './relay-values.js';

// A package stored at a relay point (spec §3 package_storage), one stream per shipment and
// leg. Marketplace consumes checked_in (destination: the shipment arrived) and released
// (origin: picked up by the traveler; destination: delivered to the receiver); messaging
// turns near_limit / expired / checked_in / released into notifications.

/** Who the stored package concerns and where it is: enough for a consumer to act without asking. */
const packageRef = {
  packageId: z.uuid(),
  shipmentId: z.uuid(),
  trackingNumber: z.string(),
  relayPointId: z.uuid(),
  /** For tracking entries: the point's name and city (no personal data). */
  relayPointLabel: z.string(),
  leg: relayLegSchema,
  senderId: z.uuid(),
  travelerId: z.uuid().nullable(),
};

export const packageCheckedInV1 = defineEvent({
  type: 'relay.package.checked_in',
  version: 1,
  schema: z.object({
    ...packageRef,
    /** The staff member who took the package in. */
    storedBy: z.uuid(),
    /** The request's time; storage age counts from here. */
    storedAt: z.iso.datetime({ offset: true }),
    condition: packageConditionSchema,
    conditionNotes: z.string().nullable(),
    photos: z.array(z.string()),
    expectedPickupDate: z.iso.date().nullable(),
    handoffInstructions: z.string().nullable(),
    emergencyContact: z.string().nullable(),
    estimatedStorageDays: z.number().int().positive(),
    /** Client-chosen id of the check-in request: a retry with the same id is the same check-in. */
    requestId: z.uuid(),
  }),
});

export const packageReleasedV1 = defineEvent({
  type: 'relay.package.released',
  version: 1,
  schema: z.object({
    ...packageRef,
    releasedBy: z.uuid(),
    /** pickup: the traveler collected it (origin); delivery: the receiver did (destination). */
    codeKind: handoffCodeKindSchema,
    /** The staff member confirmed the three ID checks (spec §2 release dialog). */
    idVerified: z.literal(true),
    notes: z.string().nullable(),
    requestId: z.uuid(),
  }),
});

export const packageReturnedV1 = defineEvent({
  type: 'relay.package.returned',
  version: 1,
  schema: z.object({ ...packageRef, returnedBy: z.uuid(), notes: z.string().nullable() }),
});

export const packageNearLimitV1 = defineEvent({
  type: 'relay.package.near_limit',
  version: 1,
  schema: z.object({
    ...packageRef,
    storageDays: z.number().int().nonnegative(),
    reason: z.enum(['storage_days', 'pickup_date_passed']),
  }),
});

export const packageExpiredV1 = defineEvent({
  type: 'relay.package.expired',
  version: 1,
  schema: z.object({ ...packageRef, storageDays: z.number().int().nonnegative() }),
});

export const relayPackageEvents = [
  packageCheckedInV1,
  packageReleasedV1,
  packageReturnedV1,
  packageNearLimitV1,
  packageExpiredV1,
] as const;
