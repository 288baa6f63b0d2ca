import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  calendarDate,
  cityOf,
  counted,
  dateTime,
  formatMoney,
  instantDate,
  shortMonthDay,
  toKg,
  toMinorUnits,
} from './marketplace-format';

describe('marketplace display rules', () => {
  it('the city is the text before the first comma', () => {
    expect(cityOf('New York, United States')).toBe('New York');
    expect(cityOf('Lagos')).toBe('Lagos');
  });

  it('dates show as short month and day, without a time-zone shift', () => {
    expect(shortMonthDay('2026-12-03')).toBe('Dec 3');
    expect(shortMonthDay('2027-01-15T23:30:00Z')).toBe('Jan 15');
  });

  it('one style for calendar dates, one for date-times, whatever the browser locale', () => {
    expect(calendarDate('2026-12-03')).toBe('Dec 3, 2026');
    // A day, not an instant: not shifted by the time zone.
    expect(calendarDate('2027-01-15T23:30:00Z')).toBe('Jan 15, 2027');
    // An instant: the day and clock time where the browser is.
    expect(instantDate(new Date(2026, 11, 3, 23, 59))).toBe('Dec 3, 2026');
    expect(dateTime(new Date(2026, 11, 3, 14, 5))).toBe('Dec 3, 2026, 2:05 PM');
    expect(dateTime(new Date(2027, 0, 1, 0, 7))).toBe('Jan 1, 2027, 12:07 AM');
    expect(dateTime(new Date(2027, 0, 1, 12, 0).toISOString())).toBe('Jan 1, 2027, 12:00 PM');
    expect(dateTime('not a date')).toBe('not a date');
  });

  it('typed amounts become minor units; more than 2 decimals or text is refused', () => {
    expect(toMinorUnits('12.5')).toBe(1250);
    expect(toMinorUnits('1,000')).toBe(100000);
    expect(toMinorUnits('0')).toBe(0);
    expect(toMinorUnits('1.234')).toBeNull();
    expect(toMinorUnits('-3')).toBeNull();
  });

  it('money shows in its currency from minor units', () => {
    expect(formatMoney(4550, 'GBP')).toBe('£45.50');
    expect(formatMoney(1000, 'USD')).toBe('$10.00');
  });

  it('pounds convert to kilograms at gram precision', () => {
    expect(toKg(10, 'lb')).toBe(4.536);
    expect(toKg(3, 'kg')).toBe(3);
  });

  it('adds calendar days', () => {
    expect(addDaysIso('2026-11-21', 180)).toBe('2027-05-20');
  });
});

describe('counts read in the right number', () => {
  it("'1 payment', '0 payments', '2 payments'", () => {
    expect(counted(1, 'payment')).toBe('1 payment');
    expect(counted(0, 'payment')).toBe('0 payments');
    expect(counted(2, 'payment')).toBe('2 payments');
  });
});
