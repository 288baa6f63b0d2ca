/** Valid request bodies relative to today, for tests that then spoil one field. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export const shipmentBody = (o: Record<string, unknown> = {}) => ({
  fromLocation: 'London, United Kingdom',
  toLocation: 'Lagos, Nigeria',
  weight: 2.5,
  weightUnit: 'kg',
  size: 'small',
  contents: 'Two paperback books and a scarf',
  contentTypes: [],
  prohibitedItemsDeclared: true,
  declaredValue: 4000,
  hasInsurance: false,
  insuranceAmount: 0,
  paymentAmount: 3500,
  currency: 'GBP',
  earliestPickupDate: day(2),
  latestDeliveryDate: day(27),
  notes: null,
  receiverName: 'Ada Obi',
  receiverPhone: '+2348012345678',
  receiverAddressLine1: '12 Marina Road',
  receiverAddressLine2: null,
  receiverCity: 'Lagos',
  receiverCountry: 'Nigeria',
  receiverZipCode: null,
  ...o,
});

export const tripBody = (o: Record<string, unknown> = {}) => ({
  fromLocation: 'London, United Kingdom',
  fromAirport: 'LHR',
  toLocation: 'Lagos, Nigeria',
  toAirport: 'LOS',
  departureDate: day(8),
  arrivalDate: day(9),
  availableSpaceKg: 10,
  airlineName: 'British Airways',
  notes: null,
  ...o,
});
