import { KG_PER_LB, type WeightUnit } from '@/config/marketplace';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Spec §2 traveler card: the city is the text before the first comma of "City, Country". */
export function cityOf(location: string): string {
  const comma = location.indexOf(',');
  return (comma === -1 ? location : location.slice(0, comma)).trim();
}

/** `YYYY-MM-DD` (or an ISO timestamp) as a short month and day, 'Dec 3'; calendar dates are not shifted by the time zone. */
export function shortMonthDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return `${MONTHS[Number(match[2]) - 1]} ${Number(match[3])}`;
}

/**
 * A calendar date with the year: 'Dec 3, 2026'. For dates that are days, not instants (pickup,
 * delivery, departure): the `YYYY-MM-DD` is shown as written, never shifted by the time zone.
 */
export function calendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${shortMonthDay(value)}, ${match[1]}` : value;
}

// Dates on screen come in these two styles only, in English like the rest of the product, so a
// screen never mixes 'Dec 3, 2026' with '12/3/2026' or a browser's own locale format.

const asDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** '2:05 PM': the clock time in the browser's zone. */
export function clockTime(value: Date | string): string {
  const date = asDate(value);
  const hours = date.getHours() % 12 || 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** The day an instant (a `createdAt` timestamp) fell on in the browser's zone, as a calendar date: 'Dec 3, 2026'. */
export function instantDate(value: Date | string): string {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** An instant with its time, in the browser's zone: 'Dec 3, 2026, 2:05 PM'. */
export function dateTime(value: Date | string): string {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${instantDate(date)}, ${clockTime(date)}`;
}

/** Integer minor units → '£12.50' (NGN too has 100 kobo to the naira). */
export function formatMoney(minor: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** '12.50' typed by a person → 1250 minor units; null when it is not a plain amount with at most 2 decimals. */
export function toMinorUnits(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function toKg(weight: number, unit: WeightUnit): number {
  return Math.round((unit === 'lb' ? weight * KG_PER_LB : weight) * 1000) / 1000;
}

export function formatWeight(weight: number, unit: string): string {
  return `${Number(weight.toFixed(3))} ${unit}`;
}

/** '1 payment', '3 payments': a count with its noun in the right number (English plurals in -s). */
export const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** 'in_transit' → 'In transit'; 'pending_verification' → 'Pending verification'; 'relay_staff' → 'Relay staff'. */
export function statusText(status: string): string {
  const text = status.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Today's calendar date in the browser's zone, `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDaysIso(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
