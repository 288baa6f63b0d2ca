import { DEFAULT_STORAGE_LIMITS, type StorageLimits } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';

const KEYS: Record<keyof StorageLimits, string> = {
  nearLimitDays: 'storage_near_limit_days',
  expiredDays: 'storage_expired_days',
  defaultEstimatedDays: 'storage_default_estimated_days',
};

/**
 * The current storage limits. Read by every command, query and sweep run that needs them (one
 * small row set), so a change applies to the next one on every instance without a restart.
 * `forUpdate`: inside a change's transaction, so two changes apply one after the other.
 */
export async function loadStorageLimits(db: Queryable, forUpdate = false): Promise<StorageLimits> {
  const { rows } = await db.query<{ key: string; value: number }>(
    `SELECT key, value FROM relay_settings ORDER BY key${forUpdate ? ' FOR UPDATE' : ''}`,
  );
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const limits: StorageLimits = { ...DEFAULT_STORAGE_LIMITS };
  for (const [field, key] of Object.entries(KEYS) as [keyof StorageLimits, string][]) {
    const v = byKey.get(key);
    if (v !== undefined) limits[field] = v;
  }
  return limits;
}

/** Writes the fields given (already checked), stamped with who changed them. */
export async function saveStorageLimits(db: Queryable, changes: Partial<StorageLimits>, by: string): Promise<void> {
  for (const [field, value] of Object.entries(changes) as [keyof StorageLimits, number][]) {
    await db.query(
      `INSERT INTO relay_settings (key, value, updated_at, updated_by) VALUES ($1, $2, now(), $3)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
      [KEYS[field], value, by],
    );
  }
}
