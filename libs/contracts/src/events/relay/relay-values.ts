import { z } from 'zod';
import { countrySchema } from '../../common.js';

// Value shapes shared by the relay service's events and RPC messages.

/** Spec §4: the condition a package is in when it is checked in. */
export const PACKAGE_CONDITIONS = ['good', 'fair', 'damaged'] as const;
export const packageConditionSchema = z.enum(PACKAGE_CONDITIONS);
export type PackageCondition = z.infer<typeof packageConditionSchema>;

/** Spec §3 package_storage.status: stored → released | returned. */
export const PACKAGE_STATUSES = ['stored', 'released', 'returned'] as const;
export const packageStatusSchema = z.enum(PACKAGE_STATUSES);
export type PackageStatus = z.infer<typeof packageStatusSchema>;

/** Which end of the route the package is stored at: the origin relay (drop-off) or the destination relay (collection). */
export const RELAY_LEGS = ['origin', 'destination'] as const;
export const relayLegSchema = z.enum(RELAY_LEGS);
export type RelayLeg = z.infer<typeof relayLegSchema>;

/**
 * Spec §9 and ARCHITECTURE "Package storage": 10 days near the limit, 14 expired, 7 estimated.
 * These are the defaults of the relay's storage settings; admins change them at /admin/settings
 * (decision relay-storage-settings), so code reads the current settings, never this constant.
 */
export const DEFAULT_STORAGE_LIMITS = { nearLimitDays: 10, expiredDays: 14, defaultEstimatedDays: 7 } as const;

/** The allowed range of each storage limit (the web catalogue shows the same). */
export const STORAGE_LIMIT_RANGES = {
  nearLimitDays: { min: 1, max: 90 },
  expiredDays: { min: 2, max: 180 },
  defaultEstimatedDays: { min: 1, max: 60 },
} as const;

export const storageLimitsSchema = z.object({
  nearLimitDays: z.number().int(),
  expiredDays: z.number().int(),
  defaultEstimatedDays: z.number().int(),
});
export type StorageLimits = z.infer<typeof storageLimitsSchema>;

/** Everything an admin edits on a relay point (spec §3 relay_points). */
export const relayPointDetailsSchema = z.object({
  name: z.string().trim().min(2, 'Enter a name of at least 2 characters').max(120),
  address: z.string().trim().min(3, 'Enter the street address').max(300),
  city: z.string().trim().min(1, 'Enter the city').max(100),
  country: countrySchema,
  zipCode: z.string().trim().max(20).nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  contactName: z.string().trim().min(1, 'Enter a contact name').max(120),
  /** E.164, e.g. +447700900123. */
  contactPhone: z.string().regex(/^\+[1-9]\d{7,14}$/, 'Use the international format, e.g. +447700900123'),
  operatingHours: z.string().trim().min(1, 'Enter the operating hours').max(300),
  notes: z.string().trim().max(1000).nullable(),
  /** How many packages the point can hold at once. */
  capacity: z.number().int().min(1).max(1_000_000),
});
export type RelayPointDetails = z.infer<typeof relayPointDetailsSchema>;

/**
 * Demo data only (SEED_DEMO=1, never production): the relay points the relay service seeds and
 * the marketplace's demo shipments route through, by fixed ids so both seeds agree.
 */
export const DEMO_RELAY_POINT_IDS = {
  londonCamden: '0a11ce00-0000-4000-8000-000000000001',
  lagosMarina: '0a11ce00-0000-4000-8000-000000000002',
  chicagoLoop: '0a11ce00-0000-4000-8000-000000000003',
  newYorkMidtown: '0a11ce00-0000-4000-8000-000000000004',
  torontoQueenWest: '0a11ce00-0000-4000-8000-000000000005',
} as const;

/**
 * Demo data only: how many days ago the demo packages were dropped off at the London point, in
 * turn (Good, Good, Near Limit, Expired). The marketplace lists them the day before the oldest,
 * so each package's timeline reads listed, then dropped off.
 */
export const DEMO_RELAY_DROP_OFF_DAYS_AGO = [1, 4, 11, 15] as const;
