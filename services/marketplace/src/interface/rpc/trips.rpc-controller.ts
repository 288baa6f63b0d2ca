import {
  adminListTripsRpc,
  approveTripRpc,
  cancelTripRpc,
  compatibleTripsRpc,
  completeTripRpc,
  createTripRpc,
  getTripRpc,
  listAvailableTripsRpc,
  listMyTripsRpc,
  myTripsForShipmentRpc,
  rejectTripRpc,
  travelerProfileRpc,
  updateTripRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CompatibleTripsQuery } from '../../application/compatible-trips/compatible-trips.query.js';
import { MyTripsForShipmentQuery } from '../../application/my-trips-for-shipment/my-trips-for-shipment.query.js';
import { CreateTripCommand } from '../../application/create-trip/create-trip.command.js';
import { UpdateTripCommand } from '../../application/update-trip/update-trip.command.js';
import { GetTripQuery } from '../../application/get-trip/get-trip.query.js';
import { ListMyTripsQuery } from '../../application/list-my-trips/list-my-trips.query.js';
import { ListAvailableTripsQuery } from '../../application/list-available-trips/list-available-trips.query.js';
import { CancelTripCommand } from '../../application/cancel-trip/cancel-trip.command.js';
import { CompleteTripCommand } from '../../application/complete-trip/complete-trip.command.js';
import { AdminListTripsQuery } from '../../application/admin-list-trips/admin-list-trips.query.js';
import { ApproveTripCommand } from '../../application/approve-trip/approve-trip.command.js';
import { RejectTripCommand } from '../../application/reject-trip/reject-trip.command.js';
import { TravelerProfileQuery } from '../../application/traveler-profile/traveler-profile.query.js';

/** The trip aggregate: plans, review by staff, browsing and matching; the caller always comes from meta.actor. */
@Controller()
export class TripsRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(compatibleTripsRpc)
  compatibleTrips(@RpcPayload() req: RpcRequest<typeof compatibleTripsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new CompatibleTripsQuery(req, meta));
  }

  @Rpc(myTripsForShipmentRpc)
  myTripsForShipment(@RpcPayload() req: RpcRequest<typeof myTripsForShipmentRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new MyTripsForShipmentQuery(req, meta));
  }

  // Trips
  @Rpc(createTripRpc)
  createTrip(@RpcPayload() req: RpcRequest<typeof createTripRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new CreateTripCommand(req, meta));
  }

  @Rpc(updateTripRpc)
  updateTrip(@RpcPayload() req: RpcRequest<typeof updateTripRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new UpdateTripCommand(req, meta));
  }

  @Rpc(getTripRpc)
  getTrip(@RpcPayload() req: RpcRequest<typeof getTripRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetTripQuery(req, meta));
  }

  @Rpc(listMyTripsRpc)
  listMyTrips(@RpcPayload() req: RpcRequest<typeof listMyTripsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new ListMyTripsQuery(req, meta));
  }

  @Rpc(listAvailableTripsRpc)
  listAvailableTrips(@RpcPayload() req: RpcRequest<typeof listAvailableTripsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new ListAvailableTripsQuery(req, meta));
  }

  @Rpc(cancelTripRpc)
  cancelTrip(@RpcPayload() req: RpcRequest<typeof cancelTripRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new CancelTripCommand(req, meta));
  }

  @Rpc(completeTripRpc)
  completeTrip(@RpcPayload() req: RpcRequest<typeof completeTripRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new CompleteTripCommand(req, meta));
  }

  @Rpc(adminListTripsRpc)
  adminListTrips(@RpcPayload() req: RpcRequest<typeof adminListTripsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new AdminListTripsQuery(req, meta));
  }

  @Rpc(approveTripRpc)
  approveTrip(@RpcPayload() req: RpcRequest<typeof approveTripRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new ApproveTripCommand(req, meta));
  }

  @Rpc(rejectTripRpc)
  rejectTrip(@RpcPayload() req: RpcRequest<typeof rejectTripRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new RejectTripCommand(req, meta));
  }

  @Rpc(travelerProfileRpc)
  travelerProfile(@RpcPayload() req: RpcRequest<typeof travelerProfileRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new TravelerProfileQuery(req, meta));
  }
}
