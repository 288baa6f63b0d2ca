import { describe, expect, it } from 'vitest';
import type { MyTrip } from '../api/types';
import { rankTrips, validateInterestForm } from './interest-form';

describe('show interest form rules', () => {
  it('a message of 1 to 1000 characters is required', () => {
    expect(validateInterestForm({ tripId: 't', message: '  ' }).message).toBe('Message must be 1 to 1000 characters');
    expect(validateInterestForm({ tripId: 't', message: 'x'.repeat(1001) }).message).toBeDefined();
    expect(validateInterestForm({ tripId: 't', message: 'I fly on the 3rd' })).toEqual({});
  });

  it('a trip must be chosen', () => {
    expect(validateInterestForm({ tripId: '', message: 'hi' }).tripId).toBe('Choose the trip you will carry it on');
  });

  it('trips that fit the route, window and weight come first', () => {
    const trip = (id: string, o: Partial<MyTrip> = {}): MyTrip => ({
      id,
      status: 'active',
      fromLocation: 'London, United Kingdom',
      toLocation: 'Lagos, Nigeria',
      departureDate: '2026-12-01',
      arrivalDate: '2026-12-02',
      remainingSpaceKg: 10,
      ...o,
    });
    const shipment = {
      fromLocation: 'London, United Kingdom',
      toLocation: 'Lagos, Nigeria',
      earliestPickupDate: '2026-11-25',
      latestDeliveryDate: '2026-12-10',
      weightKg: 5,
    };
    expect(
      rankTrips(
        [trip('other', { toLocation: 'Abuja, Nigeria' }), trip('full', { remainingSpaceKg: 1 }), trip('fits')],
        shipment,
      )[0]!.id,
    ).toBe('fits');
  });
});
