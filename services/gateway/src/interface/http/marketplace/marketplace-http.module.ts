import { Module } from '@nestjs/common';
import { AdminClaimsController, ClaimsController } from './claims.controller.js';
import { AdminCountryRequestsController, CountryRequestsController } from './country-requests.controller.js';
import { InterestsController } from './interests.controller.js';
import { MatchesController } from './matches.controller.js';
import { AchievementsController } from './achievements.controller.js';
import { AdminReviewsController, ReviewsController } from './reviews.controller.js';
import { ShipmentPhotosController } from './shipment-photos.controller.js';
import { ReviewPhotosController } from './review-photos.controller.js';
import { ShipmentsController } from './shipments.controller.js';
import { AdminTripsController, TripsController } from './trips.controller.js';

/** REST routes of the marketplace context. */
@Module({
  controllers: [
    ShipmentsController,
    ShipmentPhotosController,
    ReviewPhotosController,
    InterestsController,
    MatchesController,
    TripsController,
    AdminTripsController,
    CountryRequestsController,
    AdminCountryRequestsController,
    ReviewsController,
    AdminReviewsController,
    AchievementsController,
    ClaimsController,
    AdminClaimsController,
  ],
})
export class MarketplaceHttpModule {}
