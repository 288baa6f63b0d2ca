import { z } from 'zod';
import { countrySchema } from '../common.js';
import { handoffCodeKindSchema } from '../events/marketplace/marketplace-values.js';
import {
  packageConditionSchema,
  packageStatusSchema,
  relayLegSchema,
  relayPointDetailsSchema,
  storageLimitsSchema,
} from '../events/relay/relay-values.js';
import { defineRpc } from './define-rpc.js';

// Request/reply messages between the gateway and the relay service. Every staff call names
// the relay point it acts at; the service checks the caller is assigned there, and a point
// or package the caller may not see is `not_found`. Admin calls need the admin role.

export const relayPingRpc = defineRpc({
  name: 'relay.ping',
  request: z.object({}),
  response: z.object({ service: z.literal('relay') }),
});

const id = z.uuid();
const pageRequest = {
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

// ---------------------------------------------------------------------------------------
// Relay points

export const relayPointPublicViewSchema = relayPointDetailsSchema
  .omit({ capacity: true, contactName: true })
  .extend({ id, isActive: z.boolean() });
export type RelayPointPublicView = z.infer<typeof relayPointPublicViewSchema>;

export const relayStaffMemberSchema = z.object({ userId: id, fullName: z.string().nullable() });

export const relayPointAdminViewSchema = relayPointDetailsSchema.extend({
  id,
  isActive: z.boolean(),
  staff: z.array(relayStaffMemberSchema),
  storedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: id.nullable(),
});
export type RelayPointAdminView = z.infer<typeof relayPointAdminViewSchema>;

/** The form as sent: shapes are checked by the service so every broken field comes back named. */
const pointForm = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  zipCode: z.string().nullish(),
  latitude: z.number(),
  longitude: z.number(),
  contactName: z.string(),
  contactPhone: z.string(),
  operatingHours: z.string(),
  notes: z.string().nullish(),
  capacity: z.number(),
});

export const adminCreateRelayPointRpc = defineRpc({
  name: 'relay.adminCreatePoint',
  /** `relayPointId`: client-chosen, so a retried create makes one point (decision 0008). */
  request: pointForm.extend({ relayPointId: id.optional() }),
  response: relayPointAdminViewSchema,
});

export const adminUpdateRelayPointRpc = defineRpc({
  name: 'relay.adminUpdatePoint',
  request: pointForm.extend({ relayPointId: id }),
  response: relayPointAdminViewSchema,
});

export const adminSetRelayPointActiveRpc = defineRpc({
  name: 'relay.adminSetPointActive',
  request: z.object({ relayPointId: id, active: z.boolean() }),
  response: relayPointAdminViewSchema,
});

export const adminListRelayPointsRpc = defineRpc({
  name: 'relay.adminListPoints',
  request: z.object({ ...pageRequest, search: z.string().max(100).optional() }),
  response: pageOf(relayPointAdminViewSchema),
});

export const adminGetRelayPointRpc = defineRpc({
  name: 'relay.adminGetPoint',
  request: z.object({ relayPointId: id }),
  response: relayPointAdminViewSchema,
});

export const adminAssignRelayStaffRpc = defineRpc({
  name: 'relay.adminAssignStaff',
  request: z.object({ relayPointId: id, userId: id }),
  response: relayPointAdminViewSchema,
});

export const adminUnassignRelayStaffRpc = defineRpc({
  name: 'relay.adminUnassignStaff',
  request: z.object({ relayPointId: id, userId: id }),
  response: relayPointAdminViewSchema,
});

/** Public: active points, by country and city (/relay-points and the shipment form). */
export const listActiveRelayPointsRpc = defineRpc({
  name: 'relay.listActivePoints',
  request: z.object({ country: countrySchema.optional(), city: z.string().max(100).optional() }),
  response: z.object({ items: z.array(relayPointPublicViewSchema) }),
});

/** The points the caller works at (the dashboard's header and point picker). */
export const myRelayPointsRpc = defineRpc({
  name: 'relay.myPoints',
  request: z.object({}),
  response: z.object({ items: z.array(relayPointPublicViewSchema) }),
});

// ---------------------------------------------------------------------------------------
// Storage-limit settings (admin; decision relay-storage-settings)

/** The current limits (settings.read: admin, finance). */
export const relayGetSettingsRpc = defineRpc({
  name: 'relay.getSettings',
  request: z.object({}),
  response: storageLimitsSchema,
});

/** Public: the same limits, for the /relay-points page's "How long packages are kept". */
export const relayPublicStorageLimitsRpc = defineRpc({
  name: 'relay.publicStorageLimits',
  request: z.object({}),
  response: storageLimitsSchema,
});

/**
 * Changes some limits (settings.change: admin). Checked against STORAGE_LIMIT_RANGES and
 * expiredDays > nearLimitDays; audited as `setting.changed` with from/to; sending the same
 * values again changes and audits nothing.
 */
export const relayUpdateSettingsRpc = defineRpc({
  name: 'relay.updateSettings',
  request: storageLimitsSchema.partial(),
  response: storageLimitsSchema,
});

// ---------------------------------------------------------------------------------------
// Stored packages

/**
 * Spec §2/§4: Good; Near Limit at nearLimitDays or past the expected pickup date; Expired at
 * expiredDays (10 and 14 by default; the relay's storage settings).
 */
export const STORAGE_DISPLAY_STATUSES = ['good', 'near_limit', 'expired'] as const;
export const storageDisplayStatusSchema = z.enum(STORAGE_DISPLAY_STATUSES);
export type StorageDisplayStatus = z.infer<typeof storageDisplayStatusSchema>;

export const storedPackageRowSchema = z.object({
  id,
  shipmentId: id,
  trackingNumber: z.string(),
  leg: relayLegSchema,
  senderName: z.string().nullable(),
  /** Who collects it here: the traveler at the origin, the receiver at the destination. */
  recipientName: z.string().nullable(),
  status: packageStatusSchema,
  displayStatus: storageDisplayStatusSchema,
  condition: packageConditionSchema,
  storageDays: z.number().int(),
  expectedPickupDate: z.string().nullable(),
  storedAt: z.string(),
});
export type StoredPackageRow = z.infer<typeof storedPackageRowSchema>;

export const storageHistoryRowSchema = z.object({
  id: z.string(),
  action: z.string(),
  performedBy: id.nullable(),
  performedByName: z.string().nullable(),
  previousStatus: z.string().nullable(),
  newStatus: z.string(),
  notes: z.string().nullable(),
  photos: z.array(z.string()),
  timestamp: z.string(),
});

export const storedPackageDetailSchema = storedPackageRowSchema.extend({
  relayPointId: id,
  conditionNotes: z.string().nullable(),
  photos: z.array(z.string()),
  handoffInstructions: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  estimatedStorageDays: z.number().int(),
  storedBy: id,
  pickedUpBy: id.nullable(),
  pickedUpAt: z.string().nullable(),
  /** The code the collector must give: pickup at the origin, delivery at the destination. */
  codeKind: handoffCodeKindSchema,
  history: z.array(storageHistoryRowSchema),
});
export type StoredPackageDetail = z.infer<typeof storedPackageDetailSchema>;

/** Intake/condition photos staff may attach to one check-in (docs/decisions/relay-package-photos.md). */
export const MAX_CHECK_IN_PHOTOS = 5;

export const relayInventoryRpc = defineRpc({
  name: 'relay.inventory',
  request: z.object({
    relayPointId: id,
    ...pageRequest,
    /** Tracking number, or its beginning. */
    search: z.string().max(40).optional(),
    /** Stored packages by default; `all` includes released and returned ones. */
    scope: z.enum(['stored', 'all']).default('stored'),
  }),
  response: pageOf(storedPackageRowSchema).extend({
    summary: z.object({
      good: z.number().int(),
      nearLimit: z.number().int(),
      expired: z.number().int(),
      /** The storage settings the counts were made with (the dashboard labels its cells with them). */
      nearLimitDays: z.number().int(),
      expiredDays: z.number().int(),
    }),
  }),
});

export const relayGetPackageRpc = defineRpc({
  name: 'relay.getPackage',
  request: z.object({ relayPointId: id, packageId: id }),
  response: storedPackageDetailSchema,
});

export const relayCheckInRpc = defineRpc({
  name: 'relay.checkIn',
  request: z.object({
    relayPointId: id,
    trackingCode: z.string().max(40).default(''),
    condition: z.string().default('good'),
    conditionNotes: z.string().max(2000).nullish(),
    /** Ids of intake/condition photos uploaded for this point just before (POST …/photos). */
    photos: z.array(z.uuid('Photos are the ids the upload returned')).max(MAX_CHECK_IN_PHOTOS).default([]),
    expectedPickupDate: z.string().nullish(),
    handoffInstructions: z.string().max(2000).nullish(),
    emergencyContact: z.string().max(200).nullish(),
    estimatedStorageDays: z.number().int().optional(),
    /** Client-chosen per submission: a retry with the same id returns the same check-in. */
    requestId: id.optional(),
  }),
  response: storedPackageDetailSchema,
});

export const relayReleaseRpc = defineRpc({
  name: 'relay.release',
  request: z.object({
    relayPointId: id,
    packageId: id,
    idVerified: z.boolean().default(false),
    code: z.string().max(20).default(''),
    notes: z.string().max(2000).nullish(),
    requestId: id.optional(),
  }),
  response: storedPackageDetailSchema,
});

export const relayReturnToSenderRpc = defineRpc({
  name: 'relay.returnToSender',
  request: z.object({ relayPointId: id, packageId: id, notes: z.string().max(2000).nullish() }),
  response: storedPackageDetailSchema,
});

/**
 * A shipment's stays at relay points as its sender or traveler sees them (condition and the
 * staff's intake photos); anyone else gets no items.
 */
export const relayShipmentStorageRpc = defineRpc({
  name: 'relay.shipmentStorage',
  request: z.object({ shipmentId: id }),
  response: z.object({
    items: z.array(
      z.object({
        packageId: id,
        leg: relayLegSchema,
        relayPointName: z.string(),
        status: packageStatusSchema,
        condition: packageConditionSchema,
        conditionNotes: z.string().nullable(),
        photos: z.array(z.string()),
        storedAt: z.string(),
      }),
    ),
  }),
});
