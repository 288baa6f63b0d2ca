import { z } from 'zod';
import { countrySchema, currencySchema } from '../../common.js';
import { CONTENT_TYPES, SHIPMENT_SIZES, SUPPORTED_CITIES, SUPPORTED_LOCATIONS, WEIGHT_UNITS } from '../../values.js';

export { CONTENT_TYPES, SHIPMENT_SIZES, SUPPORTED_CITIES, SUPPORTED_LOCATIONS, WEIGHT_UNITS };
export { HANDOFF_CODE_LENGTH, INTEREST_MESSAGE_MAX, SHIPMENT_LIMITS, TRIP_LIMITS } from '../../values.js';

// Value shapes shared by the marketplace's events and RPC messages. Business rules (dates
// against today, weight limits, countries that differ) live in the marketplace domain; these
// schemas hold only what every stored event must satisfy.

/** A canonical "City, Country" from the supported list. */
export const cityLocationSchema = z.string().refine((v) => SUPPORTED_LOCATIONS.includes(v), 'Unsupported location');

/** A calendar date, `YYYY-MM-DD` (compared as strings: the format sorts chronologically). */
export const calendarDateSchema = z.iso.date();

export const weightUnitSchema = z.enum(WEIGHT_UNITS);
export type WeightUnit = z.infer<typeof weightUnitSchema>;

export const shipmentSizeSchema = z.enum(SHIPMENT_SIZES);
export type ShipmentSize = z.infer<typeof shipmentSizeSchema>;

export const contentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof contentTypeSchema>;

export const SHIPMENT_STATUSES = [
  'pending',
  'matched',
  'picked_up',
  'in_transit',
  'arrived',
  'delivered',
  'completed',
  'cancelled',
  'disputed',
] as const;
export const shipmentStatusSchema = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof shipmentStatusSchema>;

export const TRIP_STATUSES = ['pending_verification', 'active', 'completed', 'cancelled', 'rejected'] as const;
export const tripStatusSchema = z.enum(TRIP_STATUSES);
export type TripStatus = z.infer<typeof tripStatusSchema>;

export const INTEREST_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export const interestStatusSchema = z.enum(INTEREST_STATUSES);
export type InterestStatus = z.infer<typeof interestStatusSchema>;

export const HANDOFF_CODE_KINDS = ['pickup', 'delivery'] as const;
export const handoffCodeKindSchema = z.enum(HANDOFF_CODE_KINDS);
export type HandoffCodeKind = z.infer<typeof handoffCodeKindSchema>;

/** Declared value or a trip's value limit: integer minor units of a currency. */
export const declaredMoneySchema = z.object({ amount: z.number().int().nonnegative(), currency: currencySchema });

export const receiverSchema = z.object({
  name: z.string().min(1),
  /** E.164, e.g. +447700900123. */
  phone: z.string().regex(/^\+[1-9]\d{7,14}$/),
  addressLine1: z.string().min(1),
  addressLine2: z.string().nullable(),
  city: z.string().min(1),
  country: countrySchema,
  zipCode: z.string().nullable(),
});
export type Receiver = z.infer<typeof receiverSchema>;

/** Everything a sender lists; the full shipment as created or last edited. */
export const shipmentDetailsSchema = z.object({
  fromLocation: cityLocationSchema,
  toLocation: cityLocationSchema,
  /** As entered, for display. */
  weight: z.number().positive(),
  weightUnit: weightUnitSchema,
  /** Normalised to kilograms, 3 decimals (gram precision): what every rule compares. */
  weightKg: z.number().positive().max(32),
  size: shipmentSizeSchema,
  contents: z.string().min(3).max(500),
  contentTypes: z.array(contentTypeSchema),
  /** The sender declared nothing is on the prohibited list (/shipping-guidelines). */
  prohibitedItemsDeclared: z.literal(true),
  declaredValue: declaredMoneySchema,
  hasInsurance: z.boolean(),
  insuranceAmount: z.number().int().nonnegative(),
  /** What the sender pays, integer minor units of `currency`. */
  paymentAmount: z.number().int().positive(),
  currency: currencySchema,
  earliestPickupDate: calendarDateSchema,
  latestDeliveryDate: calendarDateSchema,
  notes: z.string().nullable(),
  receiver: receiverSchema,
  originRelayPointId: z.uuid().nullable(),
  destinationRelayPointId: z.uuid().nullable(),
});
export type ShipmentDetails = z.infer<typeof shipmentDetailsSchema>;

/** What a traveler accepts on a trip. Content flags: true means accepted (spec default: all true). */
export const packageConstraintsSchema = z.object({
  fragile: z.boolean(),
  electronics: z.boolean(),
  liquids: z.boolean(),
  food: z.boolean(),
  /** Highest declared value accepted per shipment; null means no limit. */
  valueLimit: declaredMoneySchema.nullable(),
  /** Heaviest single shipment accepted, kg; null means only the trip's space limits it. */
  weightLimitKg: z.number().positive().nullable(),
});
export type PackageConstraints = z.infer<typeof packageConstraintsSchema>;

export const tripDetailsSchema = z.object({
  fromLocation: cityLocationSchema,
  fromAirport: z.string().nullable(),
  toLocation: cityLocationSchema,
  toAirport: z.string().nullable(),
  departureDate: calendarDateSchema,
  arrivalDate: calendarDateSchema,
  /** Space offered, kg (gram precision). */
  availableSpaceKg: z.number().positive(),
  airlineName: z.string().nullable(),
  notes: z.string().nullable(),
  packageConstraints: packageConstraintsSchema,
  itineraryUrl: z.url().nullable(),
});
export type TripDetails = z.infer<typeof tripDetailsSchema>;
