import { MAX_SHIPMENT_PHOTOS } from '../values.js';
import { z } from 'zod';
import { countrySchema, currencySchema } from '../common.js';
import { COUNTRY_REQUEST_LIMITS, countryRequestStatusSchema } from '../events/marketplace/country-request.events.js';
import {
  contentTypeSchema,
  declaredMoneySchema,
  interestStatusSchema,
  packageConstraintsSchema,
  receiverSchema,
  shipmentSizeSchema,
  shipmentStatusSchema,
  tripStatusSchema,
  weightUnitSchema,
} from '../events/marketplace/marketplace-values.js';
import { amountMinorUnitsSchema as amount, dateSchema, textSchema as text } from '../input-limits.js';
import { defineRpc } from './define-rpc.js';

// Request/reply messages between the gateway and the marketplace service. One defineRpc per
// operation; the gateway validates what it sends, the service validates what it receives.
//
// Every call acts for `meta.actor` (the verified caller); calls marked "public" accept a null
// actor. Requests here check shapes only: the product's rules (supported cities, weight
// limits, dates against today…) are the service's and come back as a `validation` error with
// one field error per broken rule (codes SHIPMENT.INVALID, TRIP.INVALID, INTEREST.INVALID).
// A shipment, trip or interest the caller may not see is `not_found`, never `forbidden`.
// Money is integer minor units; dates are `YYYY-MM-DD`; weights are kg unless a unit is given.

/** Liveness of the marketplace service over the bus (the gateway's readiness uses it). */
export const marketplacePingRpc = defineRpc({
  name: 'marketplace.ping',
  request: z.object({}),
  response: z.object({ service: z.literal('marketplace') }),
});

// ---------------------------------------------------------------------------------------
// Shared shapes

const id = z.uuid();
const optionalText = text(2000).nullish();
export const escrowStatusSchema = z.enum(['none', 'held', 'refunded', 'released', 'frozen']);
export type EscrowStatus = z.infer<typeof escrowStatusSchema>;
export const marketplacePageRequestSchema = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export const marketplacePageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** The sender's form (POST /api/shipments, PATCH /api/shipments/:id). */
export const shipmentListingRequestSchema = z.object({
  fromLocation: text(100),
  toLocation: text(100),
  weight: z.number(),
  weightUnit: text(5).default('kg'),
  size: text(20),
  contents: text(500),
  /** Kinds a trip may refuse: fragile, electronics, liquids, food. */
  contentTypes: z.array(text(20)).max(10).default([]),
  /** Must be true: nothing in the package is on the prohibited list (/shipping-guidelines). */
  prohibitedItemsDeclared: z.boolean(),
  /** Minor units of `currency`. */
  declaredValue: amount,
  hasInsurance: z.boolean().default(false),
  insuranceAmount: amount.default(0),
  paymentAmount: amount,
  currency: text(3).default('USD'),
  earliestPickupDate: text(10),
  latestDeliveryDate: text(10),
  notes: optionalText,
  receiverName: text(100),
  /** E.164, e.g. +447700900123 (spaces tolerated). */
  receiverPhone: text(20),
  receiverAddressLine1: text(200),
  receiverAddressLine2: text(200).nullish(),
  receiverCity: text(100),
  receiverCountry: text(60),
  receiverZipCode: text(20).nullish(),
  originRelayPointId: id.nullish(),
  destinationRelayPointId: id.nullish(),
});
/** The body the web sends (POST /api/shipments, PATCH /api/shipments/:id). */
export type ShipmentListingRequest = z.input<typeof shipmentListingRequestSchema>;

/** What anyone who can browse a pending shipment sees: no receiver, no payment state. */
export const shipmentListingViewSchema = z.object({
  id,
  senderId: id,
  trackingNumber: z.string(),
  status: shipmentStatusSchema,
  fromLocation: z.string(),
  toLocation: z.string(),
  weight: z.number(),
  weightUnit: weightUnitSchema,
  weightKg: z.number(),
  size: shipmentSizeSchema,
  contents: z.string(),
  contentTypes: z.array(contentTypeSchema),
  declaredValue: declaredMoneySchema,
  hasInsurance: z.boolean(),
  insuranceAmount: z.number().int(),
  paymentAmount: z.number().int(),
  currency: currencySchema,
  earliestPickupDate: z.string(),
  latestDeliveryDate: z.string(),
  createdAt: z.string(),
});
export type ShipmentListingView = z.infer<typeof shipmentListingViewSchema>;

/**
 * A shipment as its sender or matched traveler sees it. `pickupCode` is shown only to the
 * matched traveler (they show it to whoever hands the package over) until pickup;
 * `deliveryCode` only to the sender (to pass on to the receiver) until delivery.
 */
/**
 * What the caller of a shipment view may do next, as the marketplace would accept it now
 * (`pay` goes to payments: the shipment still waits for its escrow).
 */
export const shipmentActionSchema = z.enum([
  'edit',
  'attach_photos',
  'pay',
  'accept_interest',
  'confirm_pickup',
  'cancel',
  'give_up',
  'mark_in_transit',
  'mark_arrived',
  'confirm_delivery',
]);
export type ShipmentAction = z.infer<typeof shipmentActionSchema>;

export const shipmentViewSchema = shipmentListingViewSchema.extend({
  travelerId: id.nullable(),
  tripId: id.nullable(),
  notes: z.string().nullable(),
  receiver: receiverSchema,
  originRelayPointId: id.nullable(),
  destinationRelayPointId: id.nullable(),
  escrowStatus: escrowStatusSchema,
  updatedAt: z.string(),
  pickupCode: z.string().nullable(),
  deliveryCode: z.string().nullable(),
  /** Ids of the sender's photos of the package (served by the gateway to those who see the shipment). */
  photos: z.array(id).optional(),
  /** For the caller only: the sender's and the traveler's lists differ. */
  allowedActions: z.array(shipmentActionSchema),
});
export type ShipmentView = z.infer<typeof shipmentViewSchema>;

export { MAX_SHIPMENT_PHOTOS };

export const trackingEntrySchema = z.object({
  status: z.string(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  /** User id of whoever caused the step; null for system steps. */
  updatedBy: id.nullable(),
  createdAt: z.string(),
});
export type TrackingEntry = z.infer<typeof trackingEntrySchema>;

/** The public timeline (/track): no names, phones, addresses, notes or user ids. */
export const publicTrackingEntrySchema = z.object({
  status: z.string(),
  location: z.string().nullable(),
  createdAt: z.string(),
});

export const tripPlanRequestSchema = z.object({
  fromLocation: text(100),
  fromAirport: text(100).nullish(),
  toLocation: text(100),
  toAirport: text(100).nullish(),
  departureDate: text(10),
  arrivalDate: text(10),
  availableSpaceKg: z.number(),
  airlineName: text(100).nullish(),
  notes: optionalText,
  packageConstraints: z
    .object({
      fragile: z.boolean().optional(),
      electronics: z.boolean().optional(),
      liquids: z.boolean().optional(),
      food: z.boolean().optional(),
      valueLimit: amount.nullish(),
      valueLimitCurrency: text(3).nullish(),
      weightLimitKg: z.number().nullish(),
    })
    .optional(),
  itineraryUrl: text(2000).nullish(),
});
/** The body the web sends (POST /api/trips, PATCH /api/trips/:id). */
export type TripPlanRequest = z.input<typeof tripPlanRequestSchema>;

/** A trip as anyone signed in sees an active one (browse travelers, compatible trips). */
export const tripPublicViewSchema = z.object({
  id,
  travelerId: id,
  status: tripStatusSchema,
  fromLocation: z.string(),
  fromAirport: z.string().nullable(),
  toLocation: z.string(),
  toAirport: z.string().nullable(),
  departureDate: z.string(),
  arrivalDate: z.string(),
  availableSpaceKg: z.number(),
  remainingSpaceKg: z.number(),
  airlineName: z.string().nullable(),
  packageConstraints: packageConstraintsSchema,
  createdAt: z.string(),
});
export type TripPublicView = z.infer<typeof tripPublicViewSchema>;

/** A trip as its traveler (or staff) sees it. */
/** What the traveler may do next with their trip (staff review with their own screens). */
export const tripActionSchema = z.enum(['edit', 'cancel', 'complete']);
export type TripAction = z.infer<typeof tripActionSchema>;

export const tripViewSchema = tripPublicViewSchema.extend({
  notes: z.string().nullable(),
  itineraryUrl: z.string().nullable(),
  adminNotes: z.string().nullable(),
  updatedAt: z.string(),
  /** For the caller only: empty for staff and anyone but the traveler. */
  allowedActions: z.array(tripActionSchema),
});
export type TripView = z.infer<typeof tripViewSchema>;

/**
 * What the caller may do next with an interest, as the marketplace would accept it now: the
 * sender accepts (once the payment is held) or rejects a pending one, its traveler withdraws it.
 */
export const interestActionSchema = z.enum(['accept', 'reject', 'withdraw']);
export type InterestAction = z.infer<typeof interestActionSchema>;

export const interestViewSchema = z.object({
  id,
  shipmentId: id,
  travelerId: id,
  senderId: id,
  tripId: id,
  message: z.string(),
  status: interestStatusSchema,
  /** Set when the status is rejected. */
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The shipment as listed, so lists need no second call. */
  shipment: z.object({
    trackingNumber: z.string(),
    status: shipmentStatusSchema,
    fromLocation: z.string(),
    toLocation: z.string(),
    weightKg: z.number(),
    /**
     * The shipment's escrow, for its sender only (null for the traveler): lets the sender's
     * lists offer 'Accept' only once the payment is held (issue 18 item 2).
     */
    escrowStatus: escrowStatusSchema.nullable(),
  }),
  /** For the caller only: the sender's and the traveler's lists differ. */
  allowedActions: z.array(interestActionSchema),
});
export type InterestView = z.infer<typeof interestViewSchema>;

const byShipment = z.object({ shipmentId: id });
const trackingNote = { location: optionalText, notes: optionalText };
const done = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------------------------------
// Shipments (sender side and the matched traveler)

/**
 * POST /api/shipments — list a package. The client may choose the new shipment's id: a retried
 * create with the same id returns the shipment it already made instead of listing it twice.
 */
export const createShipmentRpc = defineRpc({
  name: 'marketplace.shipments.create',
  request: shipmentListingRequestSchema.extend({ shipmentId: id.optional() }),
  response: shipmentViewSchema,
});

/** PATCH /api/shipments/:id — sender, while pending (the whole listing is sent again). */
export const updateShipmentRpc = defineRpc({
  name: 'marketplace.shipments.update',
  request: shipmentListingRequestSchema.extend({ shipmentId: id }),
  response: shipmentViewSchema,
});

/**
 * POST /api/shipments/:id/photos — the sender attaches photos uploaded through the gateway,
 * while the shipment is pending or matched; at most MAX_SHIPMENT_PHOTOS in all.
 */
export const attachShipmentPhotosRpc = defineRpc({
  name: 'marketplace.shipments.attach_photos',
  request: z.object({ shipmentId: id, photoIds: z.array(id).min(1).max(MAX_SHIPMENT_PHOTOS) }),
  response: shipmentViewSchema,
});

/** GET /api/shipments/:id — sender or matched traveler; anyone else gets not_found. */
export const getShipmentRpc = defineRpc({
  name: 'marketplace.shipments.get',
  request: byShipment,
  response: shipmentViewSchema,
});

/** GET /api/shipments — mine as sender (default) or the ones I carry as traveler. */
export const listMyShipmentsRpc = defineRpc({
  name: 'marketplace.shipments.list_mine',
  request: marketplacePageRequestSchema.extend({
    as: z.enum(['sender', 'traveler']).default('sender'),
    status: z.array(shipmentStatusSchema).optional(),
  }),
  response: marketplacePageOf(shipmentViewSchema),
});

/** POST /api/shipments/:id/cancel — sender, before pickup (payments refunds). */
export const cancelShipmentRpc = defineRpc({
  name: 'marketplace.shipments.cancel',
  request: byShipment.extend({ reason: optionalText }),
  response: shipmentViewSchema,
});

/** POST /api/shipments/:id/give-up — the matched traveler, before pickup: the shipment is listed again. */
export const giveUpShipmentRpc = defineRpc({
  name: 'marketplace.shipments.give_up',
  request: byShipment.extend({ reason: optionalText }),
  response: done,
});

/** POST /api/shipments/:id/pickup — the sender (person handing over) enters the traveler's pickup code. */
export const confirmPickupRpc = defineRpc({
  name: 'marketplace.shipments.confirm_pickup',
  request: byShipment.extend({ code: text(32), ...trackingNote }),
  response: shipmentViewSchema,
});

/** POST /api/shipments/:id/in-transit — the traveler left with the package. */
export const markInTransitRpc = defineRpc({
  name: 'marketplace.shipments.mark_in_transit',
  request: byShipment.extend(trackingNote),
  response: shipmentViewSchema,
});

/** POST /api/shipments/:id/arrived — the traveler is at the destination. */
export const markArrivedRpc = defineRpc({
  name: 'marketplace.shipments.mark_arrived',
  request: byShipment.extend(trackingNote),
  response: shipmentViewSchema,
});

/** POST /api/shipments/:id/deliver — the traveler enters the delivery code the receiver gives. */
export const confirmDeliveryRpc = defineRpc({
  name: 'marketplace.shipments.confirm_delivery',
  request: byShipment.extend({ code: text(32), ...trackingNote }),
  response: shipmentViewSchema,
});

/** GET /api/shipments/:id/tracking — the full timeline, for the sender and matched traveler. */
export const shipmentTrackingRpc = defineRpc({
  name: 'marketplace.shipments.tracking',
  request: byShipment,
  response: z.object({
    trackingNumber: z.string(),
    status: shipmentStatusSchema,
    entries: z.array(trackingEntrySchema),
  }),
});
export type ShipmentTracking = z.infer<typeof shipmentTrackingRpc.response>;

/** GET /api/track/:trackingNumber — public (actor may be null); unknown numbers are not_found. */
export const publicTrackingRpc = defineRpc({
  name: 'marketplace.tracking.public',
  request: z.object({ trackingNumber: text(32).pipe(z.string().min(1)) }),
  response: z.object({
    trackingNumber: z.string(),
    status: shipmentStatusSchema,
    fromLocation: z.string(),
    toLocation: z.string(),
    entries: z.array(publicTrackingEntrySchema),
  }),
});
export type PublicTracking = z.infer<typeof publicTrackingRpc.response>;

// ---------------------------------------------------------------------------------------
// Browse and match

/** GET /api/available-shipments — pending shipments that are not mine, filtered, newest first. */
export const listAvailableShipmentsRpc = defineRpc({
  name: 'marketplace.available_shipments.list',
  request: marketplacePageRequestSchema.extend({
    fromLocation: z.string().optional(),
    toLocation: z.string().optional(),
    fromCountry: countrySchema.optional(),
    toCountry: countrySchema.optional(),
    /** Only shipments whose window lets a trip leave on/after this date and arrive by `arriveBy`. */
    departOn: dateSchema.optional(),
    arriveBy: dateSchema.optional(),
    maxWeightKg: z.number().positive().optional(),
    size: shipmentSizeSchema.optional(),
  }),
  response: marketplacePageOf(shipmentListingViewSchema),
});

/** GET /api/available-shipments/:id — a pending shipment's listing (not mine); otherwise not_found. */
export const getAvailableShipmentRpc = defineRpc({
  name: 'marketplace.available_shipments.get',
  request: byShipment,
  response: shipmentListingViewSchema,
});

/** GET /api/trips/:id/compatible-shipments — for my trip: pending shipments it could carry. */
export const compatibleShipmentsRpc = defineRpc({
  name: 'marketplace.trips.compatible_shipments',
  request: marketplacePageRequestSchema.extend({ tripId: id, size: shipmentSizeSchema.optional() }),
  response: marketplacePageOf(shipmentListingViewSchema),
});

/** GET /api/shipments/:id/compatible-trips — for my shipment: active trips (travelers) that fit it. */
export const compatibleTripsRpc = defineRpc({
  name: 'marketplace.shipments.compatible_trips',
  request: marketplacePageRequestSchema.extend({ shipmentId: id }),
  response: marketplacePageOf(tripPublicViewSchema),
});

/**
 * GET /api/available-shipments/:id/my-trips — for a pending shipment of someone else: my active trips,
 * those that can carry it (the rule express-interest enforces) and, for the others, why not
 * (route_mismatch, window_mismatch, …), so the picker offers only what can succeed.
 */
export const myTripsForShipmentRpc = defineRpc({
  name: 'marketplace.shipments.my_trips_for',
  request: byShipment,
  response: z.object({
    compatible: z.array(tripPublicViewSchema),
    incompatible: z.array(z.object({ trip: tripPublicViewSchema, reasons: z.array(z.string()) })),
  }),
});

// ---------------------------------------------------------------------------------------
// Interests

/** POST /api/shipments/:id/interests — a traveler with a compatible active trip. */
export const expressInterestRpc = defineRpc({
  name: 'marketplace.interests.express',
  request: byShipment.extend({ tripId: id, message: text(1000) }),
  response: interestViewSchema,
});

/** POST /api/interests/:id/withdraw — the traveler who showed it. */
export const withdrawInterestRpc = defineRpc({
  name: 'marketplace.interests.withdraw',
  request: z.object({ interestId: id }),
  response: interestViewSchema,
});

/** POST /api/interests/:id/reject — the shipment's sender. */
export const rejectInterestRpc = defineRpc({
  name: 'marketplace.interests.reject',
  request: z.object({ interestId: id }),
  response: interestViewSchema,
});

/**
 * POST /api/interests/:id/accept — the sender, once the payment is held in escrow
 * (SHIPMENT.ESCROW_NOT_HELD, 412, until then). Matches the shipment, reserves the weight on
 * the trip, rejects the other pending interests and issues the handoff codes.
 */
export const acceptInterestRpc = defineRpc({
  name: 'marketplace.interests.accept',
  request: z.object({ interestId: id }),
  response: shipmentViewSchema,
});

/** GET /api/my-interests — interests I showed as a traveler. */
export const listMyInterestsRpc = defineRpc({
  name: 'marketplace.interests.list_mine',
  request: marketplacePageRequestSchema.extend({ status: interestStatusSchema.optional() }),
  response: marketplacePageOf(interestViewSchema),
});

/** GET /api/manage-interests — interests on my shipments (optionally one shipment). */
export const listInterestsOnMyShipmentsRpc = defineRpc({
  name: 'marketplace.interests.list_on_my_shipments',
  request: marketplacePageRequestSchema.extend({ shipmentId: id.optional(), status: interestStatusSchema.optional() }),
  response: marketplacePageOf(interestViewSchema),
});

// ---------------------------------------------------------------------------------------
// Trips

/**
 * POST /api/trips — add a trip (starts pending_verification). The client may choose the new trip's id: a retried create with
 * the same id returns the trip it already made instead of adding it twice.
 */
export const createTripRpc = defineRpc({
  name: 'marketplace.trips.create',
  request: tripPlanRequestSchema.extend({ tripId: id.optional() }),
  response: tripViewSchema,
});

/** PATCH /api/trips/:id — the traveler; changing route or dates of an active trip re-verifies it. */
export const updateTripRpc = defineRpc({
  name: 'marketplace.trips.update',
  request: tripPlanRequestSchema.extend({ tripId: id }),
  response: tripViewSchema,
});

/** GET /api/trips/:id — the traveler and staff see everything; others see an active trip's public view. */
export const getTripRpc = defineRpc({
  name: 'marketplace.trips.get',
  request: z.object({ tripId: id }),
  response: z.union([tripViewSchema, tripPublicViewSchema]),
});

/** GET /api/trips — my trips. */
export const listMyTripsRpc = defineRpc({
  name: 'marketplace.trips.list_mine',
  request: marketplacePageRequestSchema.extend({ status: z.array(tripStatusSchema).optional() }),
  response: marketplacePageOf(tripViewSchema),
});

/** GET /api/travelers — active upcoming trips of other travelers (home shows 6). */
export const listAvailableTripsRpc = defineRpc({
  name: 'marketplace.trips.list_available',
  request: marketplacePageRequestSchema.extend({
    fromLocation: z.string().optional(),
    toLocation: z.string().optional(),
    departFrom: dateSchema.optional(),
  }),
  response: marketplacePageOf(tripPublicViewSchema),
});

export const cancelTripRpc = defineRpc({
  name: 'marketplace.trips.cancel',
  request: z.object({ tripId: id, reason: optionalText }),
  response: tripViewSchema,
});
export const completeTripRpc = defineRpc({
  name: 'marketplace.trips.complete',
  request: z.object({ tripId: id }),
  response: tripViewSchema,
});

/** GET /api/admin/trips — admin/moderator review queue (default pending_verification). */
export const adminListTripsRpc = defineRpc({
  name: 'marketplace.trips.admin_list',
  request: marketplacePageRequestSchema.extend({ status: tripStatusSchema.default('pending_verification') }),
  response: marketplacePageOf(tripViewSchema),
});
/**
 * GET /api/admin/trips item as the gateway answers it: the trip and who is behind it (name and
 * verification from identity, rating and completed trips from marketplace; null when either
 * cannot be read, and the card still shows the trip and a profile link).
 */
export const queueTravelerSchema = z
  .object({
    fullName: z.string(),
    username: z.string(),
    isVerified: z.boolean(),
    /** Null until reviews exist. */
    rating: z.number().nullable(),
    completedTrips: z.number().int(),
  })
  .nullable();
export const adminTripQueueItemSchema = tripViewSchema.extend({ traveler: queueTravelerSchema });
export type AdminTripQueueItem = z.infer<typeof adminTripQueueItemSchema>;

export const approveTripRpc = defineRpc({
  name: 'marketplace.trips.approve',
  request: z.object({ tripId: id, adminNotes: optionalText }),
  response: tripViewSchema,
});
export const rejectTripRpc = defineRpc({
  name: 'marketplace.trips.reject',
  request: z.object({ tripId: id, adminNotes: text(2000).pipe(z.string().min(1)) }),
  response: tripViewSchema,
});

/** GET /api/travelers/:id — public traveler profile: trip history and delivery stats. Names and ratings come from identity and reviews. */
export const travelerProfileRpc = defineRpc({
  name: 'marketplace.travelers.profile',
  request: z.object({ userId: id }),
  response: z.object({
    userId: id,
    /** Average overall rating to one decimal; null until a review is published. */
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    completedTrips: z.number().int(),
    deliveredShipments: z.number().int(),
    cancelledMatches: z.number().int(),
    trips: z.array(tripPublicViewSchema),
  }),
});

// ---------------------------------------------------------------------------------------
// Country requests (/request-country)

const L = COUNTRY_REQUEST_LIMITS;
const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(L.nameMax, `${label} must be at most ${L.nameMax} characters`);

/**
 * The /request-country form. Shapes only; the marketplace refuses a country Oneway already
 * serves (COUNTRY_REQUEST.COUNTRY_SUPPORTED, 400, field `requestedCountry`).
 */
export const countryRequestFormSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .max(L.emailMax, `Email must be at most ${L.emailMax} characters`)
    .pipe(z.email('Please enter a valid email address'))
    .transform((e) => e.toLowerCase()),
  requestedCountry: z
    .string({ error: 'Please tell us which country' })
    .trim()
    .min(L.countryMin, `Country must be at least ${L.countryMin} characters`)
    .max(L.countryMax, `Country must be at most ${L.countryMax} characters`),
  reason: z.string().trim().max(L.reasonMax, `Please keep your reason under ${L.reasonMax} characters`).default(''),
});

export const countryRequestViewSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  requestedCountry: z.string(),
  reason: z.string(),
  status: countryRequestStatusSchema,
  /** The note of the last status change, if any. */
  statusNote: z.string().nullable(),
  /** The signed-in user who asked; null for a visitor. */
  userId: id.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CountryRequestView = z.infer<typeof countryRequestViewSchema>;

/**
 * POST /api/country-requests — public (actor may be null). The same e-mail asking for the
 * same country while that request is pending gets the pending request back, not a new one.
 */
export const submitCountryRequestRpc = defineRpc({
  name: 'marketplace.country_requests.submit',
  request: countryRequestFormSchema,
  response: z.object({ id, status: countryRequestStatusSchema }),
});

/** GET /api/admin/country-requests — staff (admin, moderator, support); newest first, optionally one status. */
export const adminListCountryRequestsRpc = defineRpc({
  name: 'marketplace.country_requests.admin_list',
  request: marketplacePageRequestSchema.extend({ status: countryRequestStatusSchema.optional() }),
  response: marketplacePageOf(countryRequestViewSchema),
});

/** PATCH /api/admin/country-requests/:id — admin only; see the lifecycle in country-request.events.ts. */
export const adminSetCountryRequestStatusRpc = defineRpc({
  name: 'marketplace.country_requests.admin_set_status',
  request: z.object({
    requestId: id,
    status: countryRequestStatusSchema,
    note: z.string().trim().max(L.reasonMax, `Note must be at most ${L.reasonMax} characters`).optional(),
  }),
  response: countryRequestViewSchema,
});
