import { describe, expect, it } from 'vitest';
import { addDaysIso, cityOf, counted, formatMoney, shortMonthDay, toKg, toMinorUnits } from './marketplace-format';

describe('marketplace display rules', () => {
  it('the city is the text before the first comma', () => {
    expect(cityOf('New York, United States')).toBe('New York');
    expect(cityOf('Lagos')).toBe('Lagos');
  });

  it('dates show as short month and day, without a time-zone shift', () => {
    expect(shortMonthDay('2026-12-03')).toBe('Dec 3');
    expect(shortMonthDay('2027-01-15T23:30:00Z')).toBe('Jan 15');
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
