import {
  CONTENT_TYPES,
  COUNTRIES,
  CURRENCIES,
  SHIPMENT_LIMITS,
  SHIPMENT_SIZES,
  WEIGHT_UNITS,
  type ContentType,
  type Country,
  type Currency,
  type ShipmentDetails,
  type ShipmentSize,
  type WeightUnit,
  shipmentErrors,
} from '@oneway/contracts';
import { addDays, isCalendarDate, todayOf } from '../shared/calendar-date.js';
import { FieldErrors, optionalText } from '../shared/field-errors.js';
import { countryOf, parseLocation } from '../shared/location.js';
import { toKg } from '../shared/weight.js';

/** What a sender types in; every rule below turns it into a valid listing or a list of field errors. */
export interface ShipmentListingInput {
  fromLocation: string;
  toLocation: string;
  weight: number;
  weightUnit: string;
  size: string;
  contents: string;
  contentTypes?: string[];
  prohibitedItemsDeclared: boolean;
  /** Integer minor units of the payment currency. */
  declaredValue: number;
  hasInsurance?: boolean;
  insuranceAmount?: number;
  paymentAmount: number;
  currency: string;
  earliestPickupDate: string;
  latestDeliveryDate: string;
  notes?: string | null;
  receiverName: string;
  receiverPhone: string;
  receiverAddressLine1: string;
  receiverAddressLine2?: string | null;
  receiverCity: string;
  receiverCountry: string;
  receiverZipCode?: string | null;
  originRelayPointId?: string | null;
  destinationRelayPointId?: string | null;
}

export const SHIPMENT_RULES = SHIPMENT_LIMITS;

/** E.164: a plus, a country code not starting with 0, at most 15 digits in all. */
export const E164 = /^\+[1-9]\d{7,14}$/;

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

/**
 * The product's listing rules (issue 5 "Rules"). Pure: `now` is the request's time.
 * Throws SHIPMENT.INVALID (validation) carrying one field error per broken rule.
 */
export function validateShipmentListing(input: ShipmentListingInput, now: Date): ShipmentDetails {
  const errors = new FieldErrors();

  const from = parseLocation(String(input.fromLocation ?? ''));
  const to = parseLocation(String(input.toLocation ?? ''));
  errors.check(from !== null, 'fromLocation', 'Origin must be "City, Country" for a supported city');
  errors.check(to !== null, 'toLocation', 'Destination must be "City, Country" for a supported city');
  if (from && to)
    errors.check(from.country !== to.country, 'toLocation', 'Origin and destination must be in different countries');

  const unitOk = errors.check(
    (WEIGHT_UNITS as readonly string[]).includes(input.weightUnit),
    'weightUnit',
    'Weight unit must be kg or lb',
  );
  const weightKg =
    unitOk && typeof input.weight === 'number' && Number.isFinite(input.weight)
      ? toKg(input.weight, input.weightUnit as WeightUnit)
      : NaN;
  errors.check(
    Number.isFinite(weightKg) && input.weight > 0 && weightKg > 0 && weightKg <= SHIPMENT_RULES.maxWeightKg,
    'weight',
    `Weight must be more than 0 and at most ${SHIPMENT_RULES.maxWeightKg} kg`,
  );

  errors.check(
    (SHIPMENT_SIZES as readonly string[]).includes(input.size),
    'size',
    'Size must be small, medium or large',
  );

  const contents = typeof input.contents === 'string' ? input.contents.trim() : '';
  errors.check(
    contents.length >= SHIPMENT_RULES.contentsMin && contents.length <= SHIPMENT_RULES.contentsMax,
    'contents',
    `Contents must be ${SHIPMENT_RULES.contentsMin} to ${SHIPMENT_RULES.contentsMax} characters`,
  );
  const contentTypes = [...new Set(input.contentTypes ?? [])];
  errors.check(
    contentTypes.every((t) => (CONTENT_TYPES as readonly string[]).includes(t)),
    'contentTypes',
    'Content types are fragile, electronics, liquids or food',
  );
  errors.check(
    input.prohibitedItemsDeclared === true,
    'prohibitedItemsDeclared',
    'You must declare that nothing in the package is on the prohibited list',
  );

  errors.check(
    isInt(input.declaredValue) && input.declaredValue >= 0,
    'declaredValue',
    'Declared value must be 0 or more (minor units)',
  );
  const insuranceAmount = input.insuranceAmount ?? 0;
  if (
    errors.check(
      isInt(insuranceAmount) && insuranceAmount >= 0,
      'insuranceAmount',
      'Insurance amount must be 0 or more (minor units)',
    )
  ) {
    // Cover is asked for with hasInsurance, and never for more than the package is worth.
    if (input.hasInsurance !== true)
      errors.check(insuranceAmount === 0, 'insuranceAmount', 'Insurance amount must be 0 without insurance');
    else if (isInt(input.declaredValue))
      errors.check(
        insuranceAmount <= input.declaredValue,
        'insuranceAmount',
        'Insurance amount cannot be more than the declared value',
      );
  }
  errors.check(
    isInt(input.paymentAmount) && input.paymentAmount > 0,
    'paymentAmount',
    'Payment amount must be more than 0 (minor units)',
  );
  errors.check(
    (CURRENCIES as readonly string[]).includes(input.currency),
    'currency',
    'Currency must be USD, GBP, CAD or NGN',
  );

  const today = todayOf(now);
  const pickupOk = errors.check(
    isCalendarDate(input.earliestPickupDate),
    'earliestPickupDate',
    'Earliest pickup must be a date (YYYY-MM-DD)',
  );
  const deliveryOk = errors.check(
    isCalendarDate(input.latestDeliveryDate),
    'latestDeliveryDate',
    'Latest delivery must be a date (YYYY-MM-DD)',
  );
  if (pickupOk)
    errors.check(input.earliestPickupDate >= today, 'earliestPickupDate', 'Earliest pickup cannot be in the past');
  if (pickupOk && deliveryOk) {
    errors.check(
      input.latestDeliveryDate > input.earliestPickupDate,
      'latestDeliveryDate',
      'Latest delivery must be after the earliest pickup',
    );
  }
  if (deliveryOk) {
    errors.check(
      input.latestDeliveryDate <= addDays(today, SHIPMENT_RULES.maxDaysAhead),
      'latestDeliveryDate',
      `Latest delivery must be within ${SHIPMENT_RULES.maxDaysAhead} days`,
    );
  }

  const notes = optionalText(input.notes);
  errors.check(
    (notes ?? '').length <= SHIPMENT_RULES.notesMax,
    'notes',
    `Notes are at most ${SHIPMENT_RULES.notesMax} characters`,
  );

  const receiverName = optionalText(input.receiverName);
  errors.check(receiverName !== null, 'receiverName', 'Receiver name is required');
  const receiverPhone = String(input.receiverPhone ?? '').replace(/[\s().-]/g, '');
  errors.check(
    E164.test(receiverPhone),
    'receiverPhone',
    'Receiver phone must be an international number (E.164, e.g. +447700900123)',
  );
  const addressLine1 = optionalText(input.receiverAddressLine1);
  errors.check(addressLine1 !== null, 'receiverAddressLine1', 'Receiver address is required');
  const receiverCity = optionalText(input.receiverCity);
  errors.check(receiverCity !== null, 'receiverCity', 'Receiver city is required');
  const receiverCountry = COUNTRIES.find(
    (c) =>
      c.toLowerCase() ===
      String(input.receiverCountry ?? '')
        .trim()
        .toLowerCase(),
  );
  if (
    errors.check(receiverCountry !== undefined, 'receiverCountry', 'Receiver country must be a supported country') &&
    to
  ) {
    errors.check(
      receiverCountry === countryOf(to.label),
      'receiverCountry',
      'Receiver country must be the destination country',
    );
  }

  if (!errors.empty) throw shipmentErrors.invalid(errors.list);

  return {
    fromLocation: from!.label,
    toLocation: to!.label,
    weight: input.weight,
    weightUnit: input.weightUnit as WeightUnit,
    weightKg,
    size: input.size as ShipmentSize,
    contents,
    contentTypes: contentTypes as ContentType[],
    prohibitedItemsDeclared: true,
    declaredValue: { amount: input.declaredValue, currency: input.currency as Currency },
    hasInsurance: input.hasInsurance ?? false,
    insuranceAmount,
    paymentAmount: input.paymentAmount,
    currency: input.currency as Currency,
    earliestPickupDate: input.earliestPickupDate,
    latestDeliveryDate: input.latestDeliveryDate,
    notes,
    receiver: {
      name: receiverName!,
      phone: receiverPhone,
      addressLine1: addressLine1!,
      addressLine2: optionalText(input.receiverAddressLine2),
      city: receiverCity!,
      country: receiverCountry as Country,
      zipCode: optionalText(input.receiverZipCode),
    },
    originRelayPointId: input.originRelayPointId ?? null,
    destinationRelayPointId: input.destinationRelayPointId ?? null,
  };
}
