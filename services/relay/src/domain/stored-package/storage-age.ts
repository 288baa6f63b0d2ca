import type { StorageDisplayStatus, StorageLimits } from '@oneway/contracts';

const DAY_MS = 86_400_000;

/** Whole days a package has been stored at `now`. */
export function storageDays(storedAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(storedAt)) / DAY_MS));
}

/** The expected pickup date (`YYYY-MM-DD`) is before `now`'s calendar day (UTC). */
export function pickupDatePassed(expectedPickupDate: string | null, now: Date): boolean {
  return expectedPickupDate !== null && expectedPickupDate < now.toISOString().slice(0, 10);
}

/**
 * Spec §4: Expired at `expiredDays` or more; Near Limit at `nearLimitDays` or more or past the
 * expected pickup date; else Good. The limits are the relay's current settings.
 */
export function displayStatusAt(
  storedAt: string,
  expectedPickupDate: string | null,
  now: Date,
  limits: Pick<StorageLimits, 'nearLimitDays' | 'expiredDays'>,
): StorageDisplayStatus {
  const days = storageDays(storedAt, now);
  if (days >= limits.expiredDays) return 'expired';
  if (days >= limits.nearLimitDays || pickupDatePassed(expectedPickupDate, now)) return 'near_limit';
  return 'good';
}
