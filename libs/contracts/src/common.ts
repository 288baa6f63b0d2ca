import { z } from 'zod';
import { COUNTRIES, CURRENCIES } from './values.js';

export { COUNTRIES, CURRENCIES };
export const countrySchema = z.enum(COUNTRIES);
export type Country = z.infer<typeof countrySchema>;

export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

export const ROLES = ['user', 'admin', 'moderator', 'support', 'finance', 'relay_staff'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/**
 * Roles that may open the admin area: spec §6's admin, moderator and support, plus `finance`
 * for the finance desk (decision ops-staff-roles). What each may do there is the matrix in
 * staff-permissions.ts; this list is only "sees the Admin Dashboard".
 */
export const STAFF_ROLES: readonly Role[] = ['admin', 'moderator', 'support', 'finance'];

export const USER_TYPES = ['sender', 'traveler', 'both'] as const;
export const userTypeSchema = z.enum(USER_TYPES);

/** Money is always an integer count of the currency's minor unit. */
export const moneySchema = z.object({
  amount: z.number().int().nonnegative(),
  currency: currencySchema,
});
export type Money = z.infer<typeof moneySchema>;

export const idSchema = z.uuid();
