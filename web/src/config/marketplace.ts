// Marketplace constants shared by the shipments, trips, matching and travelers features.
// They mirror libs/contracts (marketplace-values.ts, common.ts); the server checks them again.

/** Supported cities per country (spec §2, registration data). */
export const SUPPORTED_CITIES = {
  'United States': ['Atlanta', 'Chicago', 'New York', 'Miami'],
  'United Kingdom': ['London', 'Manchester', 'Birmingham'],
  Canada: ['Toronto', 'Calgary', 'Vancouver', 'Montreal'],
  Nigeria: ['Lagos', 'Abuja'],
} as const;

export type MarketplaceCountry = keyof typeof SUPPORTED_CITIES;
export const MARKETPLACE_COUNTRIES = Object.keys(SUPPORTED_CITIES) as MarketplaceCountry[];

/** Every supported location in its canonical "City, Country" spelling. */
export const SUPPORTED_LOCATIONS: readonly string[] = Object.entries(SUPPORTED_CITIES).flatMap(([country, cities]) =>
  cities.map((city) => `${city}, ${country}`),
);

export const CURRENCIES = ['USD', 'GBP', 'CAD', 'NGN'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const KG_PER_LB = 0.45359237;

export const SHIPMENT_SIZES = ['small', 'medium', 'large'] as const;
export type ShipmentSize = (typeof SHIPMENT_SIZES)[number];

/** Content kinds a trip may refuse (spec trips.packageConstraints). */
export const CONTENT_TYPES = ['fragile', 'electronics', 'liquids', 'food'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Issue 5 listing rules (the server's SHIPMENT_RULES / TRIP_RULES). */
export const SHIPMENT_LIMITS = {
  maxWeightKg: 32,
  contentsMin: 3,
  contentsMax: 500,
  maxDaysAhead: 180,
  notesMax: 1000,
} as const;
export const TRIP_LIMITS = { maxSpaceKg: 100, maxWeightLimitKg: 32, notesMax: 1000 } as const;
export const INTEREST_MESSAGE_MAX = 1000;

/** Spec §9: handoff codes are 6 digits. */
export const HANDOFF_CODE_LENGTH = 6;

/** Spec §9 Available Travelers: at most 6 trips on the signed-in home. */
export const HOME_TRAVELERS_MAX = 6;
/** Spec §9 Recent Activity: at most 2 matched or in-transit shipments, 1 upcoming trip. */
export const RECENT_ACTIVITY = { maxShipments: 2, maxConversations: 2, maxTrips: 1, expiringTripDays: 3 } as const;

export const MARKETPLACE_PAGE_SIZE = 10;
