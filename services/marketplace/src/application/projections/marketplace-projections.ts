import type { Projection } from '@oneway/eventstore';
import { countryRequestsProjection } from './country-requests.projection.js';
import { shipmentInterestsProjection } from './shipment-interests.projection.js';
import { shipmentsProjection } from './shipments.projection.js';
import { trackingProjection } from './tracking.projection.js';
import { travelerStatsProjection } from './traveler-stats.projection.js';
import { tripsProjection } from './trips.projection.js';

export const marketplaceProjections: Projection[] = [
  shipmentsProjection,
  tripsProjection,
  shipmentInterestsProjection,
  trackingProjection,
  travelerStatsProjection,
  countryRequestsProjection,
];
