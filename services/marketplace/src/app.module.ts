import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ServiceKitModule, type ServiceKit } from '@oneway/service-kit';
import { CreateShipmentHandler } from './application/create-shipment/create-shipment.handler.js';
import { UpdateShipmentHandler } from './application/update-shipment/update-shipment.handler.js';
import { AttachShipmentPhotosHandler } from './application/attach-shipment-photos/attach-shipment-photos.handler.js';
import { GetShipmentHandler } from './application/get-shipment/get-shipment.handler.js';
import { ListMyShipmentsHandler } from './application/list-my-shipments/list-my-shipments.handler.js';
import { CancelShipmentHandler } from './application/cancel-shipment/cancel-shipment.handler.js';
import { GiveUpShipmentHandler } from './application/give-up-shipment/give-up-shipment.handler.js';
import { ConfirmPickupHandler } from './application/confirm-pickup/confirm-pickup.handler.js';
import { MarkInTransitHandler } from './application/mark-in-transit/mark-in-transit.handler.js';
import { MarkArrivedHandler } from './application/mark-arrived/mark-arrived.handler.js';
import { ConfirmDeliveryHandler } from './application/confirm-delivery/confirm-delivery.handler.js';
import { ShipmentTrackingHandler } from './application/shipment-tracking/shipment-tracking.handler.js';
import { PublicTrackingHandler } from './application/public-tracking/public-tracking.handler.js';
import { VerifyRelayHandoffCodeHandler } from './application/verify-relay-handoff-code/verify-relay-handoff-code.handler.js';
import { ListAvailableShipmentsHandler } from './application/list-available-shipments/list-available-shipments.handler.js';
import { GetAvailableShipmentHandler } from './application/get-available-shipment/get-available-shipment.handler.js';
import { CompatibleShipmentsHandler } from './application/compatible-shipments/compatible-shipments.handler.js';
import { CompatibleTripsHandler } from './application/compatible-trips/compatible-trips.handler.js';
import { MyTripsForShipmentHandler } from './application/my-trips-for-shipment/my-trips-for-shipment.handler.js';
import { CreateTripHandler } from './application/create-trip/create-trip.handler.js';
import { UpdateTripHandler } from './application/update-trip/update-trip.handler.js';
import { GetTripHandler } from './application/get-trip/get-trip.handler.js';
import { ListMyTripsHandler } from './application/list-my-trips/list-my-trips.handler.js';
import { ListAvailableTripsHandler } from './application/list-available-trips/list-available-trips.handler.js';
import { CancelTripHandler } from './application/cancel-trip/cancel-trip.handler.js';
import { CompleteTripHandler } from './application/complete-trip/complete-trip.handler.js';
import { AdminListTripsHandler } from './application/admin-list-trips/admin-list-trips.handler.js';
import { ApproveTripHandler } from './application/approve-trip/approve-trip.handler.js';
import { RejectTripHandler } from './application/reject-trip/reject-trip.handler.js';
import { TravelerProfileHandler } from './application/traveler-profile/traveler-profile.handler.js';
import { ExpressInterestHandler } from './application/express-interest/express-interest.handler.js';
import { WithdrawInterestHandler } from './application/withdraw-interest/withdraw-interest.handler.js';
import { RejectInterestHandler } from './application/reject-interest/reject-interest.handler.js';
import { AcceptInterestHandler } from './application/accept-interest/accept-interest.handler.js';
import { ListMyInterestsHandler } from './application/list-my-interests/list-my-interests.handler.js';
import { ListInterestsOnMyShipmentsHandler } from './application/list-interests-on-my-shipments/list-interests-on-my-shipments.handler.js';
import { SubmitCountryRequestHandler } from './application/submit-country-request/submit-country-request.handler.js';
import { AdminListCountryRequestsHandler } from './application/admin-list-country-requests/admin-list-country-requests.handler.js';
import { AdminSetCountryRequestStatusHandler } from './application/admin-set-country-request-status/admin-set-country-request-status.handler.js';
import { ListMyMatchesHandler } from './application/list-my-matches/list-my-matches.handler.js';
import { GetMatchHandler } from './application/get-match/get-match.handler.js';
import { SubmitReviewHandler } from './application/submit-review/submit-review.handler.js';
import { FileClaimHandler } from './application/file-claim/file-claim.handler.js';
import { AnswerClaimHandler } from './application/answer-claim/answer-claim.handler.js';
import { MyClaimsHandler } from './application/my-claims/my-claims.handler.js';
import { GetClaimHandler } from './application/get-claim/get-claim.handler.js';
import { StaffClaimsHandler } from './application/staff-claims/staff-claims.handler.js';
import { ShipmentReviewsHandler } from './application/shipment-reviews/shipment-reviews.handler.js';
import { UserReviewsHandler } from './application/user-reviews/user-reviews.handler.js';
import { ReportReviewHandler } from './application/report-review/report-review.handler.js';
import { AttachReviewPhotosHandler } from './application/attach-review-photos/attach-review-photos.handler.js';
import { GetReviewHandler } from './application/get-review/get-review.handler.js';
import { AdminListReviewsHandler } from './application/admin-list-reviews/admin-list-reviews.handler.js';
import { HideReviewHandler } from './application/hide-review/hide-review.handler.js';
import { RestoreReviewHandler } from './application/restore-review/restore-review.handler.js';
import { UserAchievementsHandler } from './application/user-achievements/user-achievements.handler.js';
import type { MarketplaceConfig } from './config.js';
import { MarketplacePingRpcController } from './interface/rpc/marketplace-ping.rpc-controller.js';
import { ShipmentsRpcController } from './interface/rpc/shipments.rpc-controller.js';
import { TripsRpcController } from './interface/rpc/trips.rpc-controller.js';
import { MatchesRpcController } from './interface/rpc/matches.rpc-controller.js';
import { InterestsRpcController } from './interface/rpc/interests.rpc-controller.js';
import { CountryRequestsRpcController } from './interface/rpc/country-requests.rpc-controller.js';
import { ClaimsRpcController } from './interface/rpc/claims.rpc-controller.js';
import { ReviewsRpcController } from './interface/rpc/reviews.rpc-controller.js';
import { AchievementsRpcController } from './interface/rpc/achievements.rpc-controller.js';

/** The service's RPC controllers, one per aggregate: each maps a message to a command or query. */
export const RPC_CONTROLLERS = [
  MarketplacePingRpcController,
  ShipmentsRpcController,
  TripsRpcController,
  InterestsRpcController,
  MatchesRpcController,
  CountryRequestsRpcController,
  ReviewsRpcController,
  ClaimsRpcController,
  AchievementsRpcController,
];

/** One @CommandHandler/@QueryHandler per use case (application/<use-case>/). */
export const USE_CASE_HANDLERS = [
  UserAchievementsHandler,

  SubmitReviewHandler,
  FileClaimHandler,
  AnswerClaimHandler,
  MyClaimsHandler,
  GetClaimHandler,
  StaffClaimsHandler,
  ShipmentReviewsHandler,
  UserReviewsHandler,
  ReportReviewHandler,
  AttachReviewPhotosHandler,
  GetReviewHandler,
  AdminListReviewsHandler,
  HideReviewHandler,
  RestoreReviewHandler,

  CreateShipmentHandler,
  UpdateShipmentHandler,
  AttachShipmentPhotosHandler,
  GetShipmentHandler,
  ListMyShipmentsHandler,
  CancelShipmentHandler,
  GiveUpShipmentHandler,
  ConfirmPickupHandler,
  MarkInTransitHandler,
  MarkArrivedHandler,
  ConfirmDeliveryHandler,
  ShipmentTrackingHandler,
  PublicTrackingHandler,
  VerifyRelayHandoffCodeHandler,
  ListAvailableShipmentsHandler,
  GetAvailableShipmentHandler,
  CompatibleShipmentsHandler,
  CompatibleTripsHandler,
  MyTripsForShipmentHandler,
  CreateTripHandler,
  UpdateTripHandler,
  GetTripHandler,
  ListMyTripsHandler,
  ListAvailableTripsHandler,
  CancelTripHandler,
  CompleteTripHandler,
  AdminListTripsHandler,
  ApproveTripHandler,
  RejectTripHandler,
  TravelerProfileHandler,
  ExpressInterestHandler,
  WithdrawInterestHandler,
  RejectInterestHandler,
  AcceptInterestHandler,
  ListMyInterestsHandler,
  ListInterestsOnMyShipmentsHandler,
  SubmitCountryRequestHandler,
  AdminListCountryRequestsHandler,
  AdminSetCountryRequestStatusHandler,
  ListMyMatchesHandler,
  GetMatchHandler,
];

/**
 * The marketplace service's root module: the shared kit (config, readiness, ops routes, runtime,
 * the service's providers), the command and query buses, its RPC controllers and use-case handlers.
 */
@Module({})
export class MarketplaceAppModule {
  static forRoot(kit: ServiceKit<MarketplaceConfig>): DynamicModule {
    return {
      module: MarketplaceAppModule,
      imports: [ServiceKitModule.forRoot(kit), CqrsModule.forRoot()],
      controllers: RPC_CONTROLLERS,
      providers: USE_CASE_HANDLERS,
    };
  }
}
