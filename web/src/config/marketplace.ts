// Marketplace constants shared by the shipments, trips, matching and travelers features.
// Limits and value lists come from libs/contracts' zod-free values (the server checks them again).
import {
  CONTENT_TYPES,
  CURRENCIES,
  HANDOFF_CODE_LENGTH,
  INTEREST_MESSAGE_MAX,
  SHIPMENT_LIMITS,
  SHIPMENT_SIZES,
  SUPPORTED_CITIES,
  SUPPORTED_LOCATIONS,
  TRIP_LIMITS,
  WEIGHT_UNITS,
} from '@oneway/contracts/values';

export {
  CONTENT_TYPES,
  CURRENCIES,
  HANDOFF_CODE_LENGTH,
  INTEREST_MESSAGE_MAX,
  SHIPMENT_LIMITS,
  SHIPMENT_SIZES,
  SUPPORTED_CITIES,
  SUPPORTED_LOCATIONS,
  TRIP_LIMITS,
  WEIGHT_UNITS,
};

export type MarketplaceCountry = keyof typeof SUPPORTED_CITIES;
export const MARKETPLACE_COUNTRIES = Object.keys(SUPPORTED_CITIES) as MarketplaceCountry[];

export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const KG_PER_LB = 0.45359237;

export type ShipmentSize = (typeof SHIPMENT_SIZES)[number];

export type ContentType = (typeof CONTENT_TYPES)[number];

/** Spec §9 Available Travelers: at most 6 trips on the signed-in home. */
export const HOME_TRAVELERS_MAX = 6;
/** Spec §9 Recent Activity: at most 2 matched or in-transit shipments, 1 upcoming trip. */
export const RECENT_ACTIVITY = { maxShipments: 2, maxConversations: 2, maxTrips: 1, expiringTripDays: 3 } as const;

export const MARKETPLACE_PAGE_SIZE = 10;
