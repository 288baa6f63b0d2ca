export * from './marketplace-values.js';
export * from './shipment.events.js';
export * from './shipment-interest.events.js';
export * from './trip.events.js';
export * from './country-request.events.js';
import { marketplaceShipmentEvents } from './shipment.events.js';
import { marketplaceShipmentInterestEvents } from './shipment-interest.events.js';
import { marketplaceTripEvents } from './trip.events.js';
import { marketplaceCountryRequestEvents } from './country-request.events.js';

export const marketplaceEvents = [
  ...marketplaceShipmentEvents,
  ...marketplaceShipmentInterestEvents,
  ...marketplaceTripEvents,
  ...marketplaceCountryRequestEvents,
] as const;
