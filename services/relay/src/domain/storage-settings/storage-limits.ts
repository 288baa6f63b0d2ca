import { STORAGE_LIMIT_RANGES, type StorageLimits, relaySettingsErrors } from '@oneway/contracts';

const FIELDS = Object.keys(STORAGE_LIMIT_RANGES) as (keyof StorageLimits)[];

/**
 * The limits after `changes`, or the error naming the first field out of its range. A package
 * must be near its limit before it expires: expiredDays > nearLimitDays.
 */
export function changedLimits(current: StorageLimits, changes: Partial<StorageLimits>): StorageLimits {
  const next = { ...current };
  for (const field of FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    const { min, max } = STORAGE_LIMIT_RANGES[field];
    if (!Number.isInteger(value) || value < min || value > max)
      throw relaySettingsErrors.invalid(field, `${field} must be between ${min} and ${max}`);
    next[field] = value;
  }
  if (next.expiredDays <= next.nearLimitDays) {
    const field = changes.expiredDays !== undefined ? 'expiredDays' : 'nearLimitDays';
    throw relaySettingsErrors.invalid(field, 'expiredDays must be greater than nearLimitDays');
  }
  return next;
}

/** The fields whose value differs, with from/to (what the audit row records). */
export function limitChanges(before: StorageLimits, after: StorageLimits) {
  return Object.fromEntries(
    FIELDS.filter((f) => before[f] !== after[f]).map((f) => [f, { from: before[f], to: after[f] }]),
  ) as Partial<Record<keyof StorageLimits, { from: number; to: number }>>;
}
