import { shipmentListingRequestSchema } from './marketplace.rpc.js';

// Spec §9 defaults: currency USD, weight unit kg (§3 shipments weightUnit (kg), payments currency (USD)).
describe("the sender's shipment form request (shipmentListingRequestSchema)", () => {
  const listing = {
    fromLocation: 'London, United Kingdom',
    toLocation: 'Lagos, Nigeria',
    weight: 4.5,
    size: 'medium',
    contents: 'Books and clothes',
    prohibitedItemsDeclared: true,
    declaredValue: 12_000,
    paymentAmount: 4_550,
    earliestPickupDate: '2026-11-25',
    latestDeliveryDate: '2026-12-10',
    receiverName: 'Chidi Okafor',
    receiverPhone: '+2348012345678',
    receiverAddressLine1: '12 Allen Avenue',
    receiverCity: 'Lagos',
    receiverCountry: 'Nigeria',
  };

  it("§9 default currency USD and weight unit kg: a listing without them parses to 'USD' and 'kg'", () => {
    const parsed = shipmentListingRequestSchema.parse(listing);
    expect(parsed.currency).toBe('USD');
    expect(parsed.weightUnit).toBe('kg');
  });

  it('§9 a currency and weight unit the sender chose are kept, not replaced by the defaults', () => {
    const parsed = shipmentListingRequestSchema.parse({ ...listing, currency: 'GBP', weightUnit: 'lb' });
    expect(parsed.currency).toBe('GBP');
    expect(parsed.weightUnit).toBe('lb');
  });
});
