import type { DomainError } from '@oneway/contracts';
import { listing, NOW } from '../../../test/support/marketplace-fixtures.js';
import { validateShipmentListing, type ShipmentListingInput } from './shipment-listing.js';

const fieldErrorsOf = (o: Partial<ShipmentListingInput>) => {
  try {
    validateShipmentListing(listing(o), NOW);
  } catch (err) {
    expect((err as DomainError).code).toBe('SHIPMENT.INVALID');
    expect((err as DomainError).kind).toBe('validation');
    return (err as DomainError).fieldErrors.map((e) => e.field);
  }
  return [];
};

describe('shipment listing rules', () => {
  it('a complete listing is accepted and normalised', () => {
    const d = validateShipmentListing(listing({ fromLocation: ' london ,  united kingdom' }), NOW);
    expect(d.fromLocation).toBe('London, United Kingdom');
    expect(d.weightKg).toBe(2.5);
    expect(d.declaredValue).toEqual({ amount: 4000, currency: 'GBP' });
  });

  describe('locations are "City, Country" for the supported cities', () => {
    it.each(['Paris, France', 'London', 'Lagos, United Kingdom', 'Springfield, United States'])(
      'refuses %s',
      (fromLocation) => {
        expect(fieldErrorsOf({ fromLocation })).toContain('fromLocation');
      },
    );
    it('accepts every supported city', () => {
      expect(
        fieldErrorsOf({ fromLocation: 'Abuja, Nigeria', toLocation: 'Montreal, Canada', receiverCountry: 'Canada' }),
      ).toEqual([]);
    });
  });

  it('origin and destination countries must differ', () => {
    expect(fieldErrorsOf({ fromLocation: 'Lagos, Nigeria', toLocation: 'Abuja, Nigeria' })).toContain('toLocation');
  });

  describe('weight is more than 0 and at most 32 kg, kg or lb, stored in kg', () => {
    it.each([0, -1, 32.001, Number.NaN])('refuses %p kg', (weight) =>
      expect(fieldErrorsOf({ weight })).toContain('weight'),
    );
    it('accepts exactly 32 kg', () => expect(fieldErrorsOf({ weight: 32 })).toEqual([]));
    it('normalises pounds to kilograms at gram precision', () => {
      expect(validateShipmentListing(listing({ weight: 10, weightUnit: 'lb' }), NOW)).toMatchObject({
        weight: 10,
        weightUnit: 'lb',
        weightKg: 4.536,
      });
    });
    it('measures the 32 kg limit after converting pounds (71 lb is over)', () => {
      expect(fieldErrorsOf({ weight: 70, weightUnit: 'lb' })).toEqual([]);
      expect(fieldErrorsOf({ weight: 71, weightUnit: 'lb' })).toContain('weight');
    });
    it('refuses an unknown unit', () => expect(fieldErrorsOf({ weightUnit: 'stone' })).toContain('weightUnit'));
  });

  it('size is small, medium or large', () => {
    expect(fieldErrorsOf({ size: 'huge' })).toContain('size');
    expect(fieldErrorsOf({ size: 'large' })).toEqual([]);
  });

  describe('contents are 3 to 500 characters', () => {
    it('refuses 2 characters', () => expect(fieldErrorsOf({ contents: 'ab' })).toContain('contents'));
    it('refuses blank padding', () => expect(fieldErrorsOf({ contents: '  ab   ' })).toContain('contents'));
    it('refuses 501 characters', () => expect(fieldErrorsOf({ contents: 'x'.repeat(501) })).toContain('contents'));
    it('accepts 3 and 500 characters', () => {
      expect(fieldErrorsOf({ contents: 'abc' })).toEqual([]);
      expect(fieldErrorsOf({ contents: 'x'.repeat(500) })).toEqual([]);
    });
  });

  it('requires the declaration that nothing is on the prohibited list', () => {
    expect(fieldErrorsOf({ prohibitedItemsDeclared: false })).toContain('prohibitedItemsDeclared');
  });

  it('content types are from the trip constraint list', () => {
    expect(fieldErrorsOf({ contentTypes: ['weapons'] })).toContain('contentTypes');
  });

  it('declared value is 0 or more in minor units', () => {
    expect(fieldErrorsOf({ declaredValue: -1 })).toContain('declaredValue');
    expect(fieldErrorsOf({ declaredValue: 10.5 })).toContain('declaredValue');
    expect(fieldErrorsOf({ declaredValue: 0 })).toEqual([]);
  });

  it('an insurance amount is 0 without insurance and never more than the declared value', () => {
    expect(fieldErrorsOf({ hasInsurance: false, insuranceAmount: 999_999_999 })).toContain('insuranceAmount');
    expect(fieldErrorsOf({ hasInsurance: true, declaredValue: 5_000, insuranceAmount: 5_001 })).toContain(
      'insuranceAmount',
    );
    expect(fieldErrorsOf({ hasInsurance: true, declaredValue: 5_000, insuranceAmount: 5_000 })).toEqual([]);
    expect(fieldErrorsOf({ hasInsurance: true, insuranceAmount: -1 })).toContain('insuranceAmount');
    expect(fieldErrorsOf({ hasInsurance: false, insuranceAmount: 0 })).toEqual([]);
  });

  it('payment amount is more than 0 in integer minor units', () => {
    expect(fieldErrorsOf({ paymentAmount: 0 })).toContain('paymentAmount');
    expect(fieldErrorsOf({ paymentAmount: 12.34 })).toContain('paymentAmount');
  });

  it('payment currency is USD, GBP, CAD or NGN', () => {
    expect(fieldErrorsOf({ currency: 'EUR' })).toContain('currency');
    expect(fieldErrorsOf({ currency: 'NGN' })).toEqual([]);
  });

  describe('dates', () => {
    it('earliest pickup cannot be in the past', () =>
      expect(fieldErrorsOf({ earliestPickupDate: '2026-11-20' })).toContain('earliestPickupDate'));
    it('earliest pickup may be today', () => expect(fieldErrorsOf({ earliestPickupDate: '2026-11-21' })).toEqual([]));
    it('latest delivery must be after earliest pickup', () => {
      expect(fieldErrorsOf({ earliestPickupDate: '2026-12-01', latestDeliveryDate: '2026-12-01' })).toContain(
        'latestDeliveryDate',
      );
    });
    it('latest delivery must be within 180 days', () => {
      expect(fieldErrorsOf({ latestDeliveryDate: '2027-05-20' })).toEqual([]);
      expect(fieldErrorsOf({ latestDeliveryDate: '2027-05-21' })).toContain('latestDeliveryDate');
    });
    it('refuses a date that does not exist', () =>
      expect(fieldErrorsOf({ earliestPickupDate: '2026-02-30' })).toContain('earliestPickupDate'));
  });

  describe('receiver', () => {
    it('name, address and city are required', () => {
      expect(fieldErrorsOf({ receiverName: ' ', receiverAddressLine1: '', receiverCity: '' })).toEqual(
        expect.arrayContaining(['receiverName', 'receiverAddressLine1', 'receiverCity']),
      );
    });
    it.each(['08012345678', '+0123456789', '+12', 'call me'])('phone %s is not E.164', (receiverPhone) => {
      expect(fieldErrorsOf({ receiverPhone })).toContain('receiverPhone');
    });
    it('phone spacing is tolerated and stored as E.164', () => {
      expect(validateShipmentListing(listing({ receiverPhone: '+234 801 234 5678' }), NOW).receiver.phone).toBe(
        '+2348012345678',
      );
    });
    it('receiver country must be the destination country', () => {
      expect(fieldErrorsOf({ receiverCountry: 'Canada' })).toContain('receiverCountry');
    });
  });

  it('reports every broken rule at once', () => {
    expect(fieldErrorsOf({ weight: 0, contents: '', paymentAmount: 0 })).toEqual([
      'weight',
      'contents',
      'paymentAmount',
    ]);
  });
});
