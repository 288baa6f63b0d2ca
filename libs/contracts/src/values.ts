// Plain shared values and limits, without zod: `@oneway/contracts/values` for the web bundle.
// The zod modules re-export them (common.ts, marketplace-values.ts, ...), so each value is
// written once; the server checks every limit again whatever a client does.

export const COUNTRIES = ['United States', 'United Kingdom', 'Canada', 'Nigeria'] as const;
export const CURRENCIES = ['USD', 'GBP', 'CAD', 'NGN'] as const;

/** Supported cities per country (spec section 2, registration data); the marketplace accepts only these. */
export const SUPPORTED_CITIES = {
  'United States': ['Atlanta', 'Chicago', 'New York', 'Miami'],
  'United Kingdom': ['London', 'Manchester', 'Birmingham'],
  Canada: ['Toronto', 'Calgary', 'Vancouver', 'Montreal'],
  Nigeria: ['Lagos', 'Abuja'],
} as const satisfies Record<(typeof COUNTRIES)[number], readonly string[]>;

/** Every supported location in its canonical "City, Country" spelling. */
export const SUPPORTED_LOCATIONS: readonly string[] = Object.entries(SUPPORTED_CITIES).flatMap(([country, cities]) =>
  cities.map((city) => `${city}, ${country}`),
);

export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export const SHIPMENT_SIZES = ['small', 'medium', 'large'] as const;
/** Content kinds a trip may refuse (spec trips.packageConstraints). */
export const CONTENT_TYPES = ['fragile', 'electronics', 'liquids', 'food'] as const;

/** Issue 5 listing rules (the marketplace's SHIPMENT_RULES). */
export const SHIPMENT_LIMITS = {
  maxWeightKg: 32,
  contentsMin: 3,
  contentsMax: 500,
  notesMax: 1000,
  maxDaysAhead: 180,
} as const;

/**
 * A trip's plan (the marketplace's TRIP_RULES): its journey takes at most `maxJourneyDays`
 * and leaves within `maxDaysAhead`; a package limit is at most `maxWeightLimitKg`.
 */
export const TRIP_LIMITS = {
  maxSpaceKg: 100,
  maxWeightLimitKg: 32,
  notesMax: 1000,
  maxJourneyDays: 30,
  maxDaysAhead: 365,
} as const;

/** A traveler's message when showing interest in a shipment (characters, after trimming). */
export const INTEREST_MESSAGE_MAX = 1000;

/** Spec section 9: handoff codes are 6 digits. */
export const HANDOFF_CODE_LENGTH = 6;

/** Photos a sender may attach to one shipment (docs/decisions/relay-package-photos.md). */
export const MAX_SHIPMENT_PHOTOS = 5;

/** The longest message a person may send (characters, after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;
