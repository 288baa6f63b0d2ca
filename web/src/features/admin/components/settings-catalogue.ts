import type { PaymentSettings } from '../api/settings';

/**
 * What each system setting means, where it belongs and its allowed range (the server checks
 * the same range and refuses anything outside it). `isPublic`: shown to users (fees are on
 * the payment page); the payout hold is internal.
 */
export const SETTINGS_CATALOGUE: {
  key: keyof PaymentSettings;
  label: string;
  description: string;
  category: 'Fees' | 'Insurance' | 'Payouts';
  unit: string;
  min: number;
  max: number;
  isPublic: boolean;
}[] = [
  {
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
    key: 'payoutHoldHours',
    label: 'Payout hold',
    description: 'How long a traveler’s earnings stay pending after delivery before they can be withdrawn.',
    category: 'Payouts',
    unit: 'hours',
    min: 0,
    max: 24 * 90,
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
