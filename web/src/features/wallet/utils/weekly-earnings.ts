import { dayLabel } from './wallet-labels';

export type WeekOfEarnings = { start: string; label: string; amount: number };

const DAY = 24 * 3600_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * Daily earnings (only the days with some) summed into consecutive 7-day weeks that end on
 * `today` and cover the last `days` days, quiet weeks as 0, oldest first. Dates are UTC
 * calendar days, as the series is.
 */
export function weeklyEarnings(
  points: readonly { date: string; amount: number }[],
  days: number,
  today: string = isoDay(Date.now()),
): WeekOfEarnings[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  const count = Math.max(1, Math.ceil(days / 7));
  const weeks = Array.from({ length: count }, (_, i) => {
    const start = isoDay(end - ((count - i) * 7 - 1) * DAY);
    return { start, label: dayLabel(start), amount: 0 };
  });
  for (const p of points) {
    const age = Math.floor((end - Date.parse(`${p.date}T00:00:00Z`)) / DAY);
    const index = count - 1 - Math.floor(age / 7);
    if (age >= 0 && index >= 0) weeks[index]!.amount += p.amount;
  }
  return weeks;
}

/**
 * The week starts to label on the chart's axis: at most `max`, the same number of weeks apart,
 * counted back from the latest week so the newest one is always labelled.
 */
export function evenWeekTicks(weeks: readonly WeekOfEarnings[], max: number): string[] {
  const step = Math.max(1, Math.ceil(weeks.length / Math.max(1, max)));
  return weeks.filter((_, i) => (weeks.length - 1 - i) % step === 0).map((w) => w.start);
}
