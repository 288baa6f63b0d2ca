import { randomUUID } from 'node:crypto';
import { paymentIdFor, termsFromMetadata, termsMetadata, type ChargeTerms } from './charge-terms.js';

describe('charge terms', () => {
  it('every charge of a shipment names the same payment id (a version-5 UUID), another shipment another', () => {
    const shipmentId = randomUUID();
    const id = paymentIdFor(shipmentId);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(paymentIdFor(shipmentId)).toBe(id);
    expect(paymentIdFor(randomUUID())).not.toBe(id);
  });

  it('the terms survive the round trip through provider metadata; incomplete metadata gives none', () => {
    const terms: ChargeTerms = {
      paymentId: paymentIdFor('s-1'),
      shipmentId: 's-1',
      senderId: 'u-1',
      currency: 'USD',
      amount: 10_000,
      platformFee: 500,
      insurancePremium: 0,
      provider: 'test',
    };
    expect(termsFromMetadata(termsMetadata(terms))).toEqual(terms);
    const { amount: _a, ...withoutAmount } = termsMetadata(terms);
    expect(termsFromMetadata(withoutAmount)).toBeNull();
    expect(termsFromMetadata({ ...termsMetadata(terms), amount: '-1' })).toBeNull();
    expect(termsFromMetadata({ paymentId: 'p', shipmentId: 's', senderId: 'u' })).toBeNull();
  });
});
