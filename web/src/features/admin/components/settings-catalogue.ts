import type { PaymentSettings, RelaySettings } from '../api/settings';

type Entry = {
  label: string;
  description: string;
  category: SettingsCategory;
  unit: string;
  min: number;
  max: number;
  isPublic: boolean;
};
export type SettingsCategory = 'Fees' | 'Insurance' | 'Payouts' | 'Relay storage';
export type SettingEntry =
  | (Entry & { source: 'payments'; key: keyof PaymentSettings })
  | (Entry & { source: 'relay'; key: keyof RelaySettings });

/** The page's sections, in order. */
export const SETTINGS_CATEGORIES: SettingsCategory[] = ['Fees', 'Insurance', 'Payouts', 'Relay storage'];

/**
 * What each system setting means, which service owns it, where it belongs and its allowed
 * range (the owning service checks the same range and refuses anything outside it).
 * `isPublic`: shown to users (fees are on the payment page, storage limits on the relay points
 * page and in the relay notifications); the payout hold and the default estimate are internal.
 */
export const SETTINGS_CATALOGUE: SettingEntry[] = [
  {
    source: 'payments',
    key: 'platformFeeBps',
    label: 'Platform fee (percent part)',
    description: 'Added to each shipment payment, in basis points (100 = 1%).',
    category: 'Fees',
    unit: 'basis points',
    min: 0,
    max: 5000,
    isPublic: true,
  },
  {
    source: 'payments',
    key: 'platformFeeFixed',
    label: 'Platform fee (fixed part)',
    description: 'Added to each shipment payment, in minor units of its currency (cents, pence).',
    category: 'Fees',
    unit: 'minor units',
    min: 0,
    max: 100_000_000,
    isPublic: true,
  },
  {
    source: 'payments',
    key: 'insurancePremiumBps',
    label: 'Insurance rate',
    description: 'Premium for an insured shipment, in basis points of its value.',
    category: 'Insurance',
    unit: 'basis points',
    min: 0,
    max: 5000,
    isPublic: true,
  },
  {
    source: 'payments',
    key: 'insurancePremiumFixed',
    label: 'Insurance (fixed part)',
    description: 'Fixed premium added to an insured shipment, in minor units.',
    category: 'Insurance',
    unit: 'minor units',
    min: 0,
    max: 100_000_000,
    isPublic: true,
  },
  {
    source: 'payments',
    key: 'payoutHoldHours',
    label: 'Payout hold',
    description: 'How long a traveler’s earnings stay pending after delivery before they can be withdrawn.',
    category: 'Payouts',
    unit: 'hours',
    min: 0,
    max: 24 * 90,
    isPublic: false,
  },
  {
    source: 'relay',
    key: 'nearLimitDays',
    label: 'Near-limit warning',
    description:
      'After this many days at a relay point a stored package shows Approaching Limit and its recipient is reminded.',
    category: 'Relay storage',
    unit: 'days',
    min: 1,
    max: 90,
    isPublic: true,
  },
  {
    source: 'relay',
    key: 'expiredDays',
    label: 'Storage limit',
    description:
      'After this many days a stored package is expired and may be returned to its sender. Must be more than the near-limit warning.',
    category: 'Relay storage',
    unit: 'days',
    min: 2,
    max: 180,
    isPublic: true,
  },
  {
    source: 'relay',
    key: 'defaultEstimatedDays',
    label: 'Default estimated storage',
    description: 'The storage estimate recorded at check-in when relay staff do not enter one.',
    category: 'Relay storage',
    unit: 'days',
    min: 1,
    max: 60,
    isPublic: false,
  },
];

/** The range problem of a typed value, or null when it may be sent. */
export function settingProblem(raw: string, min: number, max: number): string | null {
  if (!/^\d+$/.test(raw.trim())) return 'Enter a whole number';
  const n = Number(raw);
  if (n < min || n > max) return `Must be between ${min} and ${max}`;
  return null;
}
