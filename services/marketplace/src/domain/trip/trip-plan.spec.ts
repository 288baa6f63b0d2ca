import type { DomainError } from '@oneway/contracts';
import { NOW, tripPlan } from '../../../test/support/marketplace-fixtures.js';
import { validateTripPlan, type TripPlanInput } from './trip-plan.js';

const fieldErrorsOf = (o: Partial<TripPlanInput>) => {
  try {
    validateTripPlan(tripPlan(o), NOW);
  } catch (err) {
    expect((err as DomainError).code).toBe('TRIP.INVALID');
    return (err as DomainError).fieldErrors.map((e) => e.field);
  }
  return [];
};

describe('trip plan rules', () => {
  it('package constraints default to accepting everything with no limits (spec default)', () => {
    expect(validateTripPlan(tripPlan(), NOW).packageConstraints).toEqual({
      fragile: true,
      electronics: true,
      liquids: true,
      food: true,
      valueLimit: null,
      weightLimitKg: null,
    });
  });
  it('locations are supported "City, Country" in different countries', () => {
    expect(fieldErrorsOf({ fromLocation: 'Paris, France' })).toContain('fromLocation');
    expect(fieldErrorsOf({ toLocation: 'Manchester, United Kingdom' })).toContain('toLocation');
  });
  it('departure cannot be in the past', () =>
    expect(fieldErrorsOf({ departureDate: '2026-11-20' })).toContain('departureDate'));
  it('arrival is on or after departure', () => {
    expect(fieldErrorsOf({ departureDate: '2026-12-02', arrivalDate: '2026-12-01' })).toContain('arrivalDate');
    expect(fieldErrorsOf({ departureDate: '2026-12-02', arrivalDate: '2026-12-02' })).toEqual([]);
  });
  it('arrival is within 30 days of departure, and departure within a year: no trip arriving in 9999 (issue 10)', () => {
    expect(fieldErrorsOf({ departureDate: '2026-12-02', arrivalDate: '9999-12-31' })).toContain('arrivalDate');
    expect(fieldErrorsOf({ departureDate: '2026-12-02', arrivalDate: '2027-01-02' })).toContain('arrivalDate');
    expect(fieldErrorsOf({ departureDate: '2026-12-02', arrivalDate: '2027-01-01' })).toEqual([]);
    expect(fieldErrorsOf({ departureDate: '9999-12-01', arrivalDate: '9999-12-02' })).toContain('departureDate');
  });
  it('available space is more than 0 kg', () => {
    expect(fieldErrorsOf({ availableSpaceKg: 0 })).toContain('availableSpaceKg');
    expect(fieldErrorsOf({ availableSpaceKg: -3 })).toContain('availableSpaceKg');
  });
  it('a value limit needs a currency and is 0 or more', () => {
    expect(fieldErrorsOf({ packageConstraints: { valueLimit: 5000 } })).toContain(
      'packageConstraints.valueLimitCurrency',
    );
    expect(fieldErrorsOf({ packageConstraints: { valueLimit: -1, valueLimitCurrency: 'USD' } })).toContain(
      'packageConstraints.valueLimit',
    );
  });
  it('a weight limit is more than 0 and at most 32 kg', () => {
    expect(fieldErrorsOf({ packageConstraints: { weightLimitKg: 40 } })).toContain('packageConstraints.weightLimitKg');
  });
  it('an itinerary link must be http(s)', () => {
    expect(fieldErrorsOf({ itineraryUrl: 'javascript:alert(1)' })).toContain('itineraryUrl');
  });
});
