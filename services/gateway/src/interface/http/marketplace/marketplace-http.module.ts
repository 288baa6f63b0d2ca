import { Module } from '@nestjs/common';
import { AdminCountryRequestsController, CountryRequestsController } from './country-requests.controller.js';
import { InterestsController } from './interests.controller.js';
import { ShipmentsController } from './shipments.controller.js';
import { AdminTripsController, TripsController } from './trips.controller.js';

/** REST routes of the marketplace context. */
@Module({
  controllers: [
    ShipmentsController,
    InterestsController,
    TripsController,
    AdminTripsController,
    CountryRequestsController,
    AdminCountryRequestsController,
  ],
})
export class MarketplaceHttpModule {}
