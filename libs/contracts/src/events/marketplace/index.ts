export * from './marketplace-values.js';
export * from './shipment.events.js';
export * from './shipment-interest.events.js';
export * from './trip.events.js';
export * from './country-request.events.js';
export * from './review.events.js';
export * from './achievement.events.js';
export * from './claim.events.js';
import { marketplaceShipmentEvents } from './shipment.events.js';
import { marketplaceShipmentInterestEvents } from './shipment-interest.events.js';
import { marketplaceTripEvents } from './trip.events.js';
import { marketplaceCountryRequestEvents } from './country-request.events.js';
import { marketplaceReviewEvents } from './review.events.js';
import { marketplaceAchievementEvents } from './achievement.events.js';
import { marketplaceClaimEvents } from './claim.events.js';

export const marketplaceEvents = [
  ...marketplaceShipmentEvents,
  ...marketplaceShipmentInterestEvents,
  ...marketplaceTripEvents,
  ...marketplaceCountryRequestEvents,
  ...marketplaceReviewEvents,
  ...marketplaceAchievementEvents,
  ...marketplaceClaimEvents,
] as const;
