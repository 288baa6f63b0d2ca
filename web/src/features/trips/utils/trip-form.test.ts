import { describe, expect, it } from 'vitest';
import { emptyTripForm, serverTripErrors, toTripRequest, validateTripForm, type TripFormValues } from './trip-form';

const TODAY = '2026-11-21';
const valid = (o: Partial<TripFormValues> = {}): TripFormValues => ({
  ...emptyTripForm(),
  fromLocation: 'Chicago, United States',
  toLocation: 'London, United Kingdom',
  departureDate: '2026-12-01',
  arrivalDate: '2026-12-02',
  availableSpaceKg: '10',
  ...o,
});

describe('Add Travel Plans form rules', () => {
  it('a complete trip has no errors', () => {
    expect(validateTripForm(valid(), TODAY)).toEqual({});
  });

  it('origin and destination are supported cities in different countries', () => {
    expect(validateTripForm(valid({ toLocation: 'Atlanta, United States' }), TODAY).toLocation).toBe(
      'Origin and destination must be in different countries',
    );
    expect(validateTripForm(valid({ fromLocation: '' }), TODAY).fromLocation).toBe(
      'Origin must be "City, Country" for a supported city',
    );
  });

  it('departure is not in the past and arrival is on or after departure', () => {
    expect(validateTripForm(valid({ departureDate: '2026-11-20' }), TODAY).departureDate).toBe(
      'Departure cannot be in the past',
    );
    expect(validateTripForm(valid({ arrivalDate: '2026-11-30' }), TODAY).arrivalDate).toBe(
      'Arrival must be on or after departure',
    );
    expect(validateTripForm(valid({ arrivalDate: '2026-12-01' }), TODAY).arrivalDate).toBeUndefined();
  });

  it('available space is more than 0 kg', () => {
    expect(validateTripForm(valid({ availableSpaceKg: '0' }), TODAY).availableSpaceKg).toBe(
      'Available space must be more than 0 and at most 100 kg',
    );
    expect(validateTripForm(valid({ availableSpaceKg: '' }), TODAY).availableSpaceKg).toBeDefined();
  });

  it('package constraints: weight limit at most 32 kg, value limit an amount, itinerary an http(s) link', () => {
    const e = validateTripForm(valid({ weightLimitKg: '40', valueLimit: 'abc', itineraryUrl: 'ftp://x' }), TODAY);
    expect(e.weightLimitKg).toBe('Weight limit must be more than 0 and at most 32 kg');
    expect(e.valueLimit).toBe('Value limit must be 0 or more');
    expect(e.itineraryUrl).toBe('Itinerary must be an http(s) link');
  });

  it('constraints default to accepting every content kind with no limits', () => {
    expect(toTripRequest(valid()).packageConstraints).toEqual({
      fragile: true,
      electronics: true,
      liquids: true,
      food: true,
      valueLimit: null,
      valueLimitCurrency: null,
      weightLimitKg: null,
    });
    expect(toTripRequest(valid({ valueLimit: '500', valueLimitCurrency: 'GBP' })).packageConstraints).toMatchObject({
      valueLimit: 50000,
      valueLimitCurrency: 'GBP',
    });
  });

  it('server field errors on packageConstraints.* land on the constraint fields', () => {
    expect(serverTripErrors([{ field: 'packageConstraints.weightLimitKg', message: 'Too heavy' }])).toEqual({
      weightLimitKg: 'Too heavy',
    });
  });
});
