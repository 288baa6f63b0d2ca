import type { Projection } from '@oneway/eventstore';
import { claimsProjection } from './claims.projection.js';
import { countryRequestsProjection } from './country-requests.projection.js';
import { reviewsProjection } from './reviews.projection.js';
import { shipmentInterestsProjection } from './shipment-interests.projection.js';
import { shipmentsProjection } from './shipments.projection.js';
import { trackingProjection } from './tracking.projection.js';
import { travelerStatsProjection } from './traveler-stats.projection.js';
import { userStatsProjection } from './user-stats.projection.js';
import { tripsProjection } from './trips.projection.js';

export const marketplaceProjections: Projection[] = [
  shipmentsProjection,
  tripsProjection,
  shipmentInterestsProjection,
  trackingProjection,
  travelerStatsProjection,
  countryRequestsProjection,
  reviewsProjection,
  userStatsProjection,
  claimsProjection,
];
