import { z } from 'zod';
import { defineEvent } from '../../define-event.js';

// Country requests (/request-country): a visitor asks Oneway to serve a country it does not
// ship to yet. Lifecycle: pending → planned | declined | launched; planned → declined |
// launched; declined → planned; launched is final. Nothing goes back to pending.

export const COUNTRY_REQUEST_STATUSES = ['pending', 'planned', 'declined', 'launched'] as const;
export const countryRequestStatusSchema = z.enum(COUNTRY_REQUEST_STATUSES);
export type CountryRequestStatus = z.infer<typeof countryRequestStatusSchema>;

/** Field bounds shared by the RPC contract (shape) and the marketplace decider (rules). */
export const COUNTRY_REQUEST_LIMITS = {
  nameMax: 80,
  countryMin: 2,
  countryMax: 60,
  reasonMax: 1000,
  emailMax: 254,
} as const;

export const countryRequestSubmittedV1 = defineEvent({
  type: 'marketplace.country_request.submitted',
  version: 1,
  schema: z.object({
    requestId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    /** Trimmed and lower-cased. */
    email: z.string(),
    /** As the visitor wrote it (trimmed, inner spaces collapsed). */
    requestedCountry: z.string(),
    reason: z.string(),
    /** The signed-in user who asked, when there was one. */
    userId: z.uuid().nullable(),
  }),
});

export const countryRequestStatusChangedV1 = defineEvent({
  type: 'marketplace.country_request.status_changed',
  version: 1,
  schema: z.object({
    requestId: z.uuid(),
    status: countryRequestStatusSchema,
    previousStatus: countryRequestStatusSchema,
    byAdminId: z.uuid(),
    note: z.string().optional(),
  }),
});

export const marketplaceCountryRequestEvents = [countryRequestSubmittedV1, countryRequestStatusChangedV1] as const;
