import { CURRENCIES, SUPPORTED_LOCATIONS, TRIP_LIMITS, type Currency } from '@/config/marketplace';
import { toMinorUnits } from '@/lib/marketplace-format';
import type { TripPlanRequest, TripView } from '../api/types';

export type TripFormValues = {
  fromLocation: string;
  fromAirport: string;
  toLocation: string;
  toAirport: string;
  departureDate: string;
  arrivalDate: string;
  availableSpaceKg: string;
  airlineName: string;
  notes: string;
  fragile: boolean;
  electronics: boolean;
  liquids: boolean;
  food: boolean;
  valueLimit: string;
  valueLimitCurrency: Currency;
  weightLimitKg: string;
  itineraryUrl: string;
};

export type TripFormErrors = Partial<Record<keyof TripFormValues, string>>;

/** Spec trips.packageConstraints default: every kind of content accepted, no limits. */
export const emptyTripForm = (): TripFormValues => ({
  fromLocation: '',
  fromAirport: '',
  toLocation: '',
  toAirport: '',
  departureDate: '',
  arrivalDate: '',
  availableSpaceKg: '',
  airlineName: '',
  notes: '',
  fragile: true,
  electronics: true,
  liquids: true,
  food: true,
  valueLimit: '',
  valueLimitCurrency: 'USD',
  weightLimitKg: '',
  itineraryUrl: '',
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const countryOf = (location: string) => location.slice(location.lastIndexOf(',') + 1).trim();
const isHttpUrl = (v: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** The issue 5 trip rules with the server's sentences (services/marketplace/src/domain/trip/trip-plan.ts). */
export function validateTripForm(v: TripFormValues, today: string): TripFormErrors {
  const e: TripFormErrors = {};
  const fromOk = SUPPORTED_LOCATIONS.includes(v.fromLocation);
  const toOk = SUPPORTED_LOCATIONS.includes(v.toLocation);
  if (!fromOk) e.fromLocation = 'Origin must be "City, Country" for a supported city';
  if (!toOk) e.toLocation = 'Destination must be "City, Country" for a supported city';
  if (fromOk && toOk && countryOf(v.fromLocation) === countryOf(v.toLocation))
    e.toLocation = 'Origin and destination must be in different countries';

  const depOk = ISO_DATE.test(v.departureDate);
  const arrOk = ISO_DATE.test(v.arrivalDate);
  if (!depOk) e.departureDate = 'Departure must be a date (YYYY-MM-DD)';
  else if (v.departureDate < today) e.departureDate = 'Departure cannot be in the past';
  if (!arrOk) e.arrivalDate = 'Arrival must be a date (YYYY-MM-DD)';
  else if (depOk && v.arrivalDate < v.departureDate) e.arrivalDate = 'Arrival must be on or after departure';

  const space = Number(v.availableSpaceKg);
  if (
    v.availableSpaceKg.trim() === '' ||
    !Number.isFinite(space) ||
    Math.round(space * 1000) <= 0 ||
    space > TRIP_LIMITS.maxSpaceKg
  ) {
    e.availableSpaceKg = `Available space must be more than 0 and at most ${TRIP_LIMITS.maxSpaceKg} kg`;
  }
  if (v.valueLimit.trim() !== '' && toMinorUnits(v.valueLimit) === null) e.valueLimit = 'Value limit must be 0 or more';
  if (v.valueLimit.trim() !== '' && !(CURRENCIES as readonly string[]).includes(v.valueLimitCurrency)) {
    e.valueLimitCurrency = 'A value limit needs its currency (USD, GBP, CAD or NGN)';
  }
  if (v.weightLimitKg.trim() !== '') {
    const w = Number(v.weightLimitKg);
    if (!Number.isFinite(w) || w <= 0 || w > TRIP_LIMITS.maxWeightLimitKg)
      e.weightLimitKg = `Weight limit must be more than 0 and at most ${TRIP_LIMITS.maxWeightLimitKg} kg`;
  }
  if (v.itineraryUrl.trim() !== '' && !isHttpUrl(v.itineraryUrl.trim()))
    e.itineraryUrl = 'Itinerary must be an http(s) link';
  if (v.notes.trim().length > TRIP_LIMITS.notesMax) e.notes = `Notes are at most ${TRIP_LIMITS.notesMax} characters`;
  return e;
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function toTripRequest(v: TripFormValues): TripPlanRequest {
  const valueLimit = v.valueLimit.trim() === '' ? null : toMinorUnits(v.valueLimit);
  return {
    fromLocation: v.fromLocation,
    fromAirport: orNull(v.fromAirport),
    toLocation: v.toLocation,
    toAirport: orNull(v.toAirport),
    departureDate: v.departureDate,
    arrivalDate: v.arrivalDate,
    availableSpaceKg: Number(v.availableSpaceKg),
    airlineName: orNull(v.airlineName),
    notes: orNull(v.notes),
    packageConstraints: {
      fragile: v.fragile,
      electronics: v.electronics,
      liquids: v.liquids,
      food: v.food,
      valueLimit,
      valueLimitCurrency: valueLimit === null ? null : v.valueLimitCurrency,
      weightLimitKg: v.weightLimitKg.trim() === '' ? null : Number(v.weightLimitKg),
    },
    itineraryUrl: orNull(v.itineraryUrl),
  };
}

/** Server field errors keyed by form field (`packageConstraints.valueLimit` → `valueLimit`). */
export function serverTripErrors(errors: { field: string; message: string }[]): TripFormErrors {
  const out: Record<string, string> = {};
  for (const { field, message } of errors) out[field.replace(/^packageConstraints\./, '')] ??= message;
  return out as TripFormErrors;
}

const major = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));

/** A trip as form values, to edit it. */
export function formValuesFromTrip(t: TripView): TripFormValues {
  const c = t.packageConstraints;
  return {
    fromLocation: t.fromLocation,
    fromAirport: t.fromAirport ?? '',
    toLocation: t.toLocation,
    toAirport: t.toAirport ?? '',
    departureDate: t.departureDate,
    arrivalDate: t.arrivalDate,
    availableSpaceKg: String(t.availableSpaceKg),
    airlineName: t.airlineName ?? '',
    notes: t.notes ?? '',
    fragile: c.fragile,
    electronics: c.electronics,
    liquids: c.liquids,
    food: c.food,
    valueLimit: c.valueLimit ? major(c.valueLimit.amount) : '',
    valueLimitCurrency: c.valueLimit?.currency ?? 'USD',
    weightLimitKg: c.weightLimitKg === null ? '' : String(c.weightLimitKg),
    itineraryUrl: t.itineraryUrl ?? '',
  };
}
