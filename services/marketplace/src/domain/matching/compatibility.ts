import type { ShipmentDetails, TripDetails } from '@oneway/contracts';
import { toGrams } from '../shared/weight.js';

export type IncompatibilityReason =
  | 'route_mismatch'
  | 'window_mismatch'
  | 'insufficient_space'
  | 'over_weight_limit'
  | 'fragile_not_accepted'
  | 'electronics_not_accepted'
  | 'liquids_not_accepted'
  | 'food_not_accepted'
  | 'over_value_limit'
  | 'value_limit_currency_differs';

/** The trip as matching sees it: its plan and the space not yet reserved. */
export interface TripCapacity {
  details: TripDetails;
  remainingKg: number;
}

/**
 * Issue 5 "Matching": the city pair matches, the shipment's pickup/delivery window covers
 * the trip's departure and arrival, the weight fits the remaining space, and contents and
 * value respect the trip's constraints. Empty result: compatible.
 */
export function incompatibilities(shipment: ShipmentDetails, trip: TripCapacity): IncompatibilityReason[] {
  const reasons: IncompatibilityReason[] = [];
  const t = trip.details;
  if (shipment.fromLocation !== t.fromLocation || shipment.toLocation !== t.toLocation) reasons.push('route_mismatch');
  if (!(shipment.earliestPickupDate <= t.departureDate && t.arrivalDate <= shipment.latestDeliveryDate))
    reasons.push('window_mismatch');
  if (toGrams(shipment.weightKg) > toGrams(trip.remainingKg)) reasons.push('insufficient_space');
  const limits = t.packageConstraints;
  if (limits.weightLimitKg !== null && toGrams(shipment.weightKg) > toGrams(limits.weightLimitKg))
    reasons.push('over_weight_limit');
  for (const kind of shipment.contentTypes) {
    if (!limits[kind]) reasons.push(`${kind}_not_accepted`);
  }
  if (limits.valueLimit !== null) {
    // Without an exchange rate a limit in another currency cannot be checked: refuse rather than guess.
    if (limits.valueLimit.currency !== shipment.declaredValue.currency) reasons.push('value_limit_currency_differs');
    else if (shipment.declaredValue.amount > limits.valueLimit.amount) reasons.push('over_value_limit');
  }
  return reasons;
}

export function isCompatible(shipment: ShipmentDetails, trip: TripCapacity): boolean {
  return incompatibilities(shipment, trip).length === 0;
}
