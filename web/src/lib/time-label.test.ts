import { describe, expect, it } from 'vitest';
import { formatActivityTime, formatTimeLabel } from './time-label';

const now = new Date(2026, 10, 21, 15, 30, 0); // 21 Nov 2026 15:30 local
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('time label (spec §9)', () => {
  it("under 1 minute is 'Just now'", () => {
    expect(formatTimeLabel(ago(0), now)).toBe('Just now');
    expect(formatTimeLabel(ago(59_999), now)).toBe('Just now');
  });
  it("under 60 minutes is '{n}m ago'", () => {
    expect(formatTimeLabel(ago(MIN), now)).toBe('1m ago');
    expect(formatTimeLabel(ago(59 * MIN + 59_000), now)).toBe('59m ago');
  });
  it("under 24 hours is '{n}h ago'", () => {
    expect(formatTimeLabel(ago(HOUR), now)).toBe('1h ago');
    expect(formatTimeLabel(ago(23 * HOUR + 59 * MIN), now)).toBe('23h ago');
  });
  it("the previous calendar day (24 h or more ago) is 'Yesterday'", () => {
    expect(formatTimeLabel(new Date(2026, 10, 20, 9, 0), now)).toBe('Yesterday');
  });
  it("older dates are 'MMM d'", () => {
    expect(formatTimeLabel(new Date(2026, 10, 19, 23, 0), now)).toBe('Nov 19');
    expect(formatTimeLabel(new Date(2026, 0, 5, 10, 0), now)).toBe('Jan 5');
  });
  it('a same-day time in the future (clock skew) shows h:mm a', () => {
    expect(formatTimeLabel(new Date(2026, 10, 21, 16, 5), now)).toBe('4:05 PM');
    expect(formatTimeLabel(new Date(2026, 10, 21, 23, 59), new Date(2026, 10, 21, 0, 30))).toBe('11:59 PM');
  });
});

describe('activity relative labels (spec §9)', () => {
  it.each([
    [30_000, 'Just now'],
    [MIN, '1 minute ago'],
    [5 * MIN, '5 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [24 * HOUR, 'Yesterday'],
    [3 * 24 * HOUR, '3 days ago'],
    [7 * 24 * HOUR, '1 week ago'],
    [27 * 24 * HOUR, '3 weeks ago'],
  ])('%i ms ago is %s', (ms, label) => {
    expect(formatActivityTime(ago(ms), now)).toBe(label);
  });
  it('four weeks or more shows the locale date', () => {
    expect(formatActivityTime(new Date(2026, 9, 1), now, 'en-US')).toBe('10/1/2026');
  });
});
