import { DEFAULT_PRICING, applyRate, priceBreakdown } from './price-breakdown.js';

describe('price breakdown', () => {
  it('charges exactly the shipment amount with the default settings (fee 0, insurance 0)', () => {
    expect(priceBreakdown({ amount: 12_345, currency: 'USD' }, DEFAULT_PRICING, true)).toEqual({
      currency: 'USD',
      amount: 12_345,
      platformFee: 0,
      insurancePremium: 0,
      total: 12_345,
    });
  });

  it('adds the platform fee and, when insured, the premium, in integers rounded half up', () => {
    const settings = { platformFeeBps: 250, platformFeeFixed: 30, insurancePremiumBps: 150, insurancePremiumFixed: 0 };
    // 2.5% of 1001 = 25.025 → 25; +30 fixed. 1.5% of 1001 = 15.015 → 15.
    expect(priceBreakdown({ amount: 1001, currency: 'GBP' }, settings, true)).toMatchObject({
      platformFee: 55,
      insurancePremium: 15,
      total: 1071,
    });
    expect(priceBreakdown({ amount: 1001, currency: 'GBP' }, settings, false)).toMatchObject({
      insurancePremium: 0,
      total: 1056,
    });
  });

  it('rounds half up without floats: 0.5 minor unit becomes 1', () => {
    expect(applyRate(100, 50)).toBe(1); // 0.5
    expect(applyRate(100, 49)).toBe(0); // 0.49
  });

  it('refuses a fractional amount', () => {
    expect(() => priceBreakdown({ amount: 10.5, currency: 'USD' }, DEFAULT_PRICING, false)).toThrow(
      expect.objectContaining({ code: 'PAYMENT.INVALID_PRICE' }),
    );
  });
});
