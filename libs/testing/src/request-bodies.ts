/**
 * Valid request bodies for a shipment listing and a trip (London → Lagos), dated relative to
 * `today`; tests spoil one field, load generators send them as they are. The one copy for the
 * gateway tests, the marketplace fixtures and the chaos journeys.
 */
const dayAfter = (today: Date, offset: number) =>
  new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

export function shipmentRequestBody<O extends object = Record<string, never>>(overrides?: O, today = new Date()) {
  return {
    fromLocation: 'London, United Kingdom',
    toLocation: 'Lagos, Nigeria',
    weight: 2.5,
    weightUnit: 'kg' as const,
    size: 'small' as const,
    contents: 'Two paperback books and a scarf',
    contentTypes: [] as string[],
    prohibitedItemsDeclared: true,
    declaredValue: 4000,
    hasInsurance: false,
    insuranceAmount: 0,
    paymentAmount: 3500,
    currency: 'GBP' as const,
    earliestPickupDate: dayAfter(today, 2),
    latestDeliveryDate: dayAfter(today, 27),
    notes: null as string | null,
    receiverName: 'Ada Obi',
    receiverPhone: '+2348012345678',
    receiverAddressLine1: '12 Marina Road',
    receiverAddressLine2: null as string | null,
    receiverCity: 'Lagos',
    receiverCountry: 'Nigeria',
    receiverZipCode: null as string | null,
    ...(overrides as O),
  };
}

export function tripRequestBody<O extends object = Record<string, never>>(overrides?: O, today = new Date()) {
  return {
    fromLocation: 'London, United Kingdom',
    fromAirport: 'LHR',
    toLocation: 'Lagos, Nigeria',
    toAirport: 'LOS',
    departureDate: dayAfter(today, 8),
    arrivalDate: dayAfter(today, 9),
    availableSpaceKg: 10,
    airlineName: 'British Airways',
    notes: null as string | null,
    ...(overrides as O),
  };
}
