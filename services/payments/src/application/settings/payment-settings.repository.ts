import { paymentSettingsErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import { DEFAULT_PRICING, type PricingSettings } from '../../domain/pricing/price-breakdown.js';

export interface PaymentSettings extends PricingSettings {
  /** Earnings stay pending this long after delivery (ARCHITECTURE.md: a system setting). */
  payoutHoldHours: number;
}

export const DEFAULT_SETTINGS: PaymentSettings = { ...DEFAULT_PRICING, payoutHoldHours: 72 };

const COLUMNS: Record<keyof PaymentSettings, string> = {
  platformFeeBps: 'platform_fee_bps',
  platformFeeFixed: 'platform_fee_fixed',
  insurancePremiumBps: 'insurance_premium_bps',
  insurancePremiumFixed: 'insurance_premium_fixed',
  payoutHoldHours: 'payout_hold_hours',
};

export async function loadSettings(db: Queryable): Promise<PaymentSettings> {
  const { rows } = await db.query<{ key: string; value: string }>('SELECT key, value FROM payment_settings');
  const byKey = new Map(rows.map((r) => [r.key, Number(r.value)]));
  const settings = { ...DEFAULT_SETTINGS };
  for (const [field, key] of Object.entries(COLUMNS) as [keyof PaymentSettings, string][]) {
    const v = byKey.get(key);
    if (v !== undefined) settings[field] = v;
  }
  return settings;
}

export async function updateSettings(
  db: Queryable,
  changes: Partial<PaymentSettings>,
  by: string | null,
): Promise<PaymentSettings> {
  for (const [field, value] of Object.entries(changes) as [keyof PaymentSettings, number | undefined][]) {
    if (value === undefined) continue;
    if (!Number.isSafeInteger(value) || value < 0) throw paymentSettingsErrors.invalid(field);
    await db.query(
      `INSERT INTO payment_settings (key, value, updated_at, updated_by) VALUES ($1, $2, now(), $3)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
      [COLUMNS[field], value, by],
    );
  }
  return loadSettings(db);
}
