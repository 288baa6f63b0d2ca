import { clockTime } from './marketplace-format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * Spec §9 time label (notifications): under 1 min 'Just now'; under 60 min '{n}m ago';
 * under 24 h '{n}h ago'; same day h:mm a; previous day 'Yesterday'; else MMM d.
 * A time in the future (clock skew) falls through to the same-day clock or the date.
 */
export function formatTimeLabel(value: Date | string, now: Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const diff = now.getTime() - date.getTime();
  if (diff >= 0 && diff < MINUTE) return 'Just now';
  if (diff >= 0 && diff < HOUR) return `${Math.floor(diff / MINUTE)}m ago`;
  if (diff >= 0 && diff < DAY) return `${Math.floor(diff / HOUR)}h ago`;
  if (startOfDay(date) === startOfDay(now)) return clockTime(date);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (startOfDay(date) === startOfDay(yesterday)) return 'Yesterday';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

/**
 * Spec §9 activity relative labels: under 60 s 'Just now'; minutes; hours under 24;
 * 'Yesterday'; days under 7; weeks under 4; then the locale date.
 */
export function formatActivityTime(value: Date | string, now: Date, locale = 'en-US'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const diff = Math.max(0, now.getTime() - date.getTime());
  if (diff < MINUTE) return 'Just now';
  if (diff < HOUR) {
    const n = Math.floor(diff / MINUTE);
    return `${n} minute${n === 1 ? '' : 's'} ago`;
  }
  if (diff < DAY) {
    const n = Math.floor(diff / HOUR);
    return `${n} hour${n === 1 ? '' : 's'} ago`;
  }
  const days = Math.floor(diff / DAY);
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return `${weeks} week${weeks === 1 ? '' : 's'} ago`;
  return date.toLocaleDateString(locale);
}
