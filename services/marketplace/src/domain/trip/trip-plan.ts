import { CURRENCIES, TRIP_LIMITS, type Currency, type TripDetails, tripErrors } from '@oneway/contracts';
import { addDays, isCalendarDate, todayOf } from '../shared/calendar-date.js';
import { FieldErrors, optionalText } from '../shared/field-errors.js';
import { parseLocation } from '../shared/location.js';
import { roundKg } from '../shared/weight.js';

export interface PackageConstraintsInput {
  fragile?: boolean;
  electronics?: boolean;
  liquids?: boolean;
  food?: boolean;
  /** Minor units; null or absent: no limit. */
  valueLimit?: number | null;
  valueLimitCurrency?: string | null;
  weightLimitKg?: number | null;
}

export interface TripPlanInput {
  fromLocation: string;
  fromAirport?: string | null;
  toLocation: string;
  toAirport?: string | null;
  departureDate: string;
  arrivalDate: string;
  availableSpaceKg: number;
  airlineName?: string | null;
  notes?: string | null;
  packageConstraints?: PackageConstraintsInput;
  itineraryUrl?: string | null;
}

/**
 * A trip's journey takes at most `maxJourneyDays` (a flight with stopovers, not a season) and
 * leaves within `maxDaysAhead` (as far ahead as a shipment may be listed): a trip "arriving in
 * the year 9999" is refused at the door (issue 10).
 */
export const TRIP_RULES = TRIP_LIMITS;

const isHttpUrl = (v: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** The product's trip rules (issue 5). Throws TRIP.INVALID with one field error per broken rule. */
export function validateTripPlan(input: TripPlanInput, now: Date): TripDetails {
  const errors = new FieldErrors();
  const from = parseLocation(String(input.fromLocation ?? ''));
  const to = parseLocation(String(input.toLocation ?? ''));
  errors.check(from !== null, 'fromLocation', 'Origin must be "City, Country" for a supported city');
  errors.check(to !== null, 'toLocation', 'Destination must be "City, Country" for a supported city');
  if (from && to)
    errors.check(from.country !== to.country, 'toLocation', 'Origin and destination must be in different countries');

  const depOk = errors.check(
    isCalendarDate(input.departureDate),
    'departureDate',
    'Departure must be a date (YYYY-MM-DD)',
  );
  const arrOk = errors.check(isCalendarDate(input.arrivalDate), 'arrivalDate', 'Arrival must be a date (YYYY-MM-DD)');
  if (depOk) errors.check(input.departureDate >= todayOf(now), 'departureDate', 'Departure cannot be in the past');
  if (depOk)
    errors.check(
      input.departureDate <= addDays(todayOf(now), TRIP_RULES.maxDaysAhead),
      'departureDate',
      `Departure must be within ${TRIP_RULES.maxDaysAhead} days`,
    );
  if (depOk && arrOk) {
    errors.check(input.arrivalDate >= input.departureDate, 'arrivalDate', 'Arrival must be on or after departure');
    errors.check(
      input.arrivalDate <= addDays(input.departureDate, TRIP_RULES.maxJourneyDays),
      'arrivalDate',
      `Arrival must be within ${TRIP_RULES.maxJourneyDays} days of departure`,
    );
  }

  const space = input.availableSpaceKg;
  errors.check(
    typeof space === 'number' && Number.isFinite(space) && roundKg(space) > 0 && space <= TRIP_RULES.maxSpaceKg,
    'availableSpaceKg',
    `Available space must be more than 0 and at most ${TRIP_RULES.maxSpaceKg} kg`,
  );

  const c = input.packageConstraints ?? {};
  const valueLimit = c.valueLimit ?? null;
  const valueCurrency = c.valueLimitCurrency ?? null;
  if (valueLimit !== null) {
    errors.check(
      Number.isInteger(valueLimit) && valueLimit >= 0,
      'packageConstraints.valueLimit',
      'Value limit must be 0 or more (minor units)',
    );
    errors.check(
      (CURRENCIES as readonly (string | null)[]).includes(valueCurrency),
      'packageConstraints.valueLimitCurrency',
      'A value limit needs its currency (USD, GBP, CAD or NGN)',
    );
  }
  const weightLimit = c.weightLimitKg ?? null;
  if (weightLimit !== null) {
    errors.check(
      typeof weightLimit === 'number' && weightLimit > 0 && weightLimit <= TRIP_RULES.maxWeightLimitKg,
      'packageConstraints.weightLimitKg',
      'Weight limit must be more than 0 and at most 32 kg',
    );
  }
  const itineraryUrl = optionalText(input.itineraryUrl);
  if (itineraryUrl !== null) errors.check(isHttpUrl(itineraryUrl), 'itineraryUrl', 'Itinerary must be an http(s) link');
  const notes = optionalText(input.notes);
  errors.check(
    (notes ?? '').length <= TRIP_RULES.notesMax,
    'notes',
    `Notes are at most ${TRIP_RULES.notesMax} characters`,
  );

  if (!errors.empty) throw tripErrors.invalid(errors.list);

  return {
    fromLocation: from!.label,
    fromAirport: optionalText(input.fromAirport),
    toLocation: to!.label,
    toAirport: optionalText(input.toAirport),
    departureDate: input.departureDate,
    arrivalDate: input.arrivalDate,
    availableSpaceKg: roundKg(space),
    airlineName: optionalText(input.airlineName),
    notes,
    packageConstraints: {
      // The spec's default accepts every kind of content.
      fragile: c.fragile ?? true,
      electronics: c.electronics ?? true,
      liquids: c.liquids ?? true,
      food: c.food ?? true,
      valueLimit: valueLimit === null ? null : { amount: valueLimit, currency: valueCurrency as Currency },
      weightLimitKg: weightLimit === null ? null : roundKg(weightLimit),
    },
    itineraryUrl,
  };
}
