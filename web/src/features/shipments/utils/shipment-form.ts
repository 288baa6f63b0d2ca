import {
  CURRENCIES,
  SHIPMENT_LIMITS,
  SHIPMENT_SIZES,
  SUPPORTED_LOCATIONS,
  WEIGHT_UNITS,
  type ContentType,
  type Currency,
  type ShipmentSize,
  type WeightUnit,
} from '@/config/marketplace';
import { addDaysIso, toKg, toMinorUnits } from '@/lib/marketplace-format';
import type { ShipmentListingRequest, ShipmentView } from '../api/types';

/** The Ship a Package form as typed: every field a string or a flag. */
export type ShipmentFormValues = {
  fromLocation: string;
  toLocation: string;
  weight: string;
  weightUnit: WeightUnit;
  size: ShipmentSize | '';
  contents: string;
  contentTypes: ContentType[];
  prohibitedItemsDeclared: boolean;
  declaredValue: string;
  paymentAmount: string;
  currency: Currency;
  earliestPickupDate: string;
  latestDeliveryDate: string;
  notes: string;
  receiverName: string;
  receiverPhone: string;
  receiverAddressLine1: string;
  receiverAddressLine2: string;
  receiverCity: string;
  receiverZipCode: string;
  /** '' = hand over directly, without a relay point. */
  originRelayPointId: string;
  destinationRelayPointId: string;
};

export type ShipmentFormErrors = Partial<Record<keyof ShipmentFormValues | 'receiverCountry', string>>;

export const emptyShipmentForm = (): ShipmentFormValues => ({
  fromLocation: '',
  toLocation: '',
  weight: '',
  weightUnit: 'kg',
  size: '',
  contents: '',
  contentTypes: [],
  prohibitedItemsDeclared: false,
  declaredValue: '0',
  paymentAmount: '',
  currency: 'USD',
  earliestPickupDate: '',
  latestDeliveryDate: '',
  notes: '',
  receiverName: '',
  receiverPhone: '',
  receiverAddressLine1: '',
  receiverAddressLine2: '',
  receiverCity: '',
  receiverZipCode: '',
  originRelayPointId: '',
  destinationRelayPointId: '',
});

/** E.164: a plus, a country code not starting with 0, at most 15 digits; spaces, dots, dashes and brackets are tolerated. */
export const normalizePhone = (raw: string) => raw.replace(/[\s().-]/g, '');
const E164 = /^\+[1-9]\d{7,14}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const countryOfLocation = (location: string) => location.slice(location.lastIndexOf(',') + 1).trim();

/**
 * The issue 5 listing rules, checked before the request is sent. Same field names and
 * sentences as the server (services/marketplace/src/domain/shipment/shipment-listing.ts),
 * which checks them again and whose field errors replace these.
 */
export function validateShipmentForm(v: ShipmentFormValues, today: string): ShipmentFormErrors {
  const e: ShipmentFormErrors = {};
  const fromOk = SUPPORTED_LOCATIONS.includes(v.fromLocation);
  const toOk = SUPPORTED_LOCATIONS.includes(v.toLocation);
  if (!fromOk) e.fromLocation = 'Origin must be "City, Country" for a supported city';
  if (!toOk) e.toLocation = 'Destination must be "City, Country" for a supported city';
  if (fromOk && toOk && countryOfLocation(v.fromLocation) === countryOfLocation(v.toLocation)) {
    e.toLocation = 'Origin and destination must be in different countries';
  }

  const weight = Number(v.weight);
  if (!(WEIGHT_UNITS as readonly string[]).includes(v.weightUnit)) e.weightUnit = 'Weight unit must be kg or lb';
  else if (
    v.weight.trim() === '' ||
    !Number.isFinite(weight) ||
    weight <= 0 ||
    toKg(weight, v.weightUnit) <= 0 ||
    toKg(weight, v.weightUnit) > SHIPMENT_LIMITS.maxWeightKg
  ) {
    e.weight = `Weight must be more than 0 and at most ${SHIPMENT_LIMITS.maxWeightKg} kg`;
  }
  if (!(SHIPMENT_SIZES as readonly string[]).includes(v.size)) e.size = 'Size must be small, medium or large';

  const contents = v.contents.trim().length;
  if (contents < SHIPMENT_LIMITS.contentsMin || contents > SHIPMENT_LIMITS.contentsMax) {
    e.contents = `Contents must be ${SHIPMENT_LIMITS.contentsMin} to ${SHIPMENT_LIMITS.contentsMax} characters`;
  }
  if (!v.prohibitedItemsDeclared)
    e.prohibitedItemsDeclared = 'You must declare that nothing in the package is on the prohibited list';

  if (toMinorUnits(v.declaredValue) === null) e.declaredValue = 'Declared value must be 0 or more';
  const payment = toMinorUnits(v.paymentAmount);
  if (payment === null || payment <= 0) e.paymentAmount = 'Payment amount must be more than 0';
  if (!(CURRENCIES as readonly string[]).includes(v.currency)) e.currency = 'Currency must be USD, GBP, CAD or NGN';

  const pickupOk = ISO_DATE.test(v.earliestPickupDate);
  const deliveryOk = ISO_DATE.test(v.latestDeliveryDate);
  if (!pickupOk) e.earliestPickupDate = 'Earliest pickup must be a date (YYYY-MM-DD)';
  else if (v.earliestPickupDate < today) e.earliestPickupDate = 'Earliest pickup cannot be in the past';
  if (!deliveryOk) e.latestDeliveryDate = 'Latest delivery must be a date (YYYY-MM-DD)';
  else if (pickupOk && v.latestDeliveryDate <= v.earliestPickupDate)
    e.latestDeliveryDate = 'Latest delivery must be after the earliest pickup';
  else if (v.latestDeliveryDate > addDaysIso(today, SHIPMENT_LIMITS.maxDaysAhead)) {
    e.latestDeliveryDate = `Latest delivery must be within ${SHIPMENT_LIMITS.maxDaysAhead} days`;
  }
  if (v.notes.trim().length > SHIPMENT_LIMITS.notesMax)
    e.notes = `Notes are at most ${SHIPMENT_LIMITS.notesMax} characters`;

  if (v.receiverName.trim() === '') e.receiverName = 'Receiver name is required';
  if (!E164.test(normalizePhone(v.receiverPhone)))
    e.receiverPhone = 'Receiver phone must be an international number (E.164, e.g. +447700900123)';
  if (v.receiverAddressLine1.trim() === '') e.receiverAddressLine1 = 'Receiver address is required';
  if (v.receiverCity.trim() === '') e.receiverCity = 'Receiver city is required';
  return e;
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The request body for valid form values: money in minor units, the receiver in the destination country. */
export function toShipmentRequest(v: ShipmentFormValues): ShipmentListingRequest {
  return {
    fromLocation: v.fromLocation,
    toLocation: v.toLocation,
    weight: Number(v.weight),
    weightUnit: v.weightUnit,
    size: v.size as ShipmentSize,
    contents: v.contents.trim(),
    contentTypes: v.contentTypes,
    prohibitedItemsDeclared: v.prohibitedItemsDeclared,
    declaredValue: toMinorUnits(v.declaredValue) ?? 0,
    paymentAmount: toMinorUnits(v.paymentAmount) ?? 0,
    currency: v.currency,
    earliestPickupDate: v.earliestPickupDate,
    latestDeliveryDate: v.latestDeliveryDate,
    notes: orNull(v.notes),
    receiverName: v.receiverName.trim(),
    receiverPhone: normalizePhone(v.receiverPhone),
    receiverAddressLine1: v.receiverAddressLine1.trim(),
    receiverAddressLine2: orNull(v.receiverAddressLine2),
    receiverCity: v.receiverCity.trim(),
    receiverCountry: countryOfLocation(v.toLocation),
    receiverZipCode: orNull(v.receiverZipCode),
    originRelayPointId: v.originRelayPointId || null,
    destinationRelayPointId: v.destinationRelayPointId || null,
  };
}

/** Server field errors (problem+json `errors`) keyed by form field; receiver.* and unknown fields are mapped to the nearest input. */
export function serverFieldErrors(errors: { field: string; message: string }[]): ShipmentFormErrors {
  const out: Record<string, string> = {};
  for (const { field, message } of errors) {
    const key = field.replace(/^receiver\.(\w)/, (_, c: string) => `receiver${c.toUpperCase()}`);
    out[key] ??= message;
  }
  return out as ShipmentFormErrors;
}

const major = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));

/** A listed shipment as form values, to edit it (money back to major units). */
export function formValuesFromShipment(s: ShipmentView): ShipmentFormValues {
  return {
    fromLocation: s.fromLocation,
    toLocation: s.toLocation,
    weight: String(s.weight),
    weightUnit: s.weightUnit,
    size: s.size,
    contents: s.contents,
    contentTypes: [...s.contentTypes],
    prohibitedItemsDeclared: true,
    declaredValue: major(s.declaredValue.amount),
    paymentAmount: major(s.paymentAmount),
    currency: s.currency,
    earliestPickupDate: s.earliestPickupDate,
    latestDeliveryDate: s.latestDeliveryDate,
    notes: s.notes ?? '',
    receiverName: s.receiver.name,
    receiverPhone: s.receiver.phone,
    receiverAddressLine1: s.receiver.addressLine1,
    receiverAddressLine2: s.receiver.addressLine2 ?? '',
    receiverCity: s.receiver.city,
    receiverZipCode: s.receiver.zipCode ?? '',
    originRelayPointId: s.originRelayPointId ?? '',
    destinationRelayPointId: s.destinationRelayPointId ?? '',
  };
}
