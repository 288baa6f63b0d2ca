import type { WeightUnit } from '@oneway/contracts';

export const KG_PER_LB = 0.45359237;

/** Kilograms at gram precision, so sums and comparisons do not drift. */
export function toKg(weight: number, unit: WeightUnit): number {
  return roundKg(unit === 'lb' ? weight * KG_PER_LB : weight);
}

export function roundKg(kg: number): number {
  return Math.round(kg * 1000) / 1000;
}

export function toGrams(kg: number): number {
  return Math.round(kg * 1000);
}
