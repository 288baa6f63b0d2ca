import { describe, expect, it } from 'vitest';
import { evenWeekTicks, weeklyEarnings } from './weekly-earnings';

describe('earnings chart: weekly sums over the whole window', () => {
  it('covers 90 days in 13 weeks ending today, quiet weeks as zero, oldest first', () => {
    const weeks = weeklyEarnings([{ date: '2026-11-29', amount: 4_500 }], 90, '2026-11-29');
    expect(weeks).toHaveLength(13);
    expect(weeks.at(-1)).toEqual({ start: '2026-11-23', label: 'Nov 23', amount: 4_500 });
    expect(weeks.slice(0, -1).every((w) => w.amount === 0)).toBe(true);
    expect(weeks[0]!.start).toBe('2026-08-31');
  });

  it('adds the days of one week together and puts each day in its own week', () => {
    const weeks = weeklyEarnings(
      [
        { date: '2026-11-23', amount: 1_000 },
        { date: '2026-11-29', amount: 2_000 },
        { date: '2026-11-22', amount: 500 },
      ],
      14,
      '2026-11-29',
    );
    expect(weeks.map((w) => [w.start, w.amount])).toEqual([
      ['2026-11-16', 500],
      ['2026-11-23', 3_000],
    ]);
  });

  it('leaves out days outside the window', () => {
    const weeks = weeklyEarnings([{ date: '2026-01-01', amount: 900 }], 14, '2026-11-29');
    expect(weeks.reduce((s, w) => s + w.amount, 0)).toBe(0);
  });
});

describe('earnings chart: axis labels', () => {
  it('labels weeks the same distance apart, the latest week always, never more than asked', () => {
    const weeks = weeklyEarnings([], 90, '2026-11-29');
    const index = (ticks: string[]) => ticks.map((t) => weeks.findIndex((w) => w.start === t));
    expect(index(evenWeekTicks(weeks, 4))).toEqual([0, 4, 8, 12]);
    expect(index(evenWeekTicks(weeks, 6))).toEqual([0, 3, 6, 9, 12]);
    expect(index(evenWeekTicks(weeks, 13))).toEqual(weeks.map((_, i) => i));
    expect(evenWeekTicks(weeks, 4).at(-1)).toBe(weeks.at(-1)!.start);
  });
});
