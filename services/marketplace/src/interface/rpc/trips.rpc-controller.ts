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
import { metadataFromRpc, Rpc, RpcPayload, RpcCaller } from '@oneway/service-kit';
import { isStaff, requireActor, requireStaff } from '../../application/caller.js';
import {
  approveTrip,
  cancelTrip,
  completeTrip,
  createTrip,
  rejectTrip,
  updateTrip,
} from '../../application/commands/trip.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../../application/marketplace-deps.js';
import { canonicalLocation } from '../../application/queries/location-filter.js';
import { compatibleTrips, myTripsForShipment } from '../../application/queries/matching.query.js';
import { travelerProfile } from '../../application/queries/traveler-profile.query.js';
import { listTrips, toTripPublicView, toTripView, tripFor } from '../../application/queries/trip-views.query.js';
import { Controller, Inject } from '@nestjs/common';

/** The trip aggregate: plans, review by staff, browsing and matching; the caller always comes from meta.actor. */
@Controller()
export class TripsRpcController {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  private md(meta: RpcMeta) {
    return metadataFromRpc(meta, this.deps.now());
  }

  @Rpc(compatibleTripsRpc)
  async compatibleTrips(@RpcPayload() p: RpcRequest<typeof compatibleTripsRpc>, @RpcCaller() meta: RpcMeta) {
    return compatibleTrips(this.deps, requireActor(meta).userId, p);
  }

  @Rpc(myTripsForShipmentRpc)
  async myTripsForShipment(@RpcPayload() p: RpcRequest<typeof myTripsForShipmentRpc>, @RpcCaller() meta: RpcMeta) {
    return myTripsForShipment(this.deps, requireActor(meta).userId, p.shipmentId);
  }

  // Trips
  @Rpc(createTripRpc)
  async createTrip(@RpcPayload() p: RpcRequest<typeof createTripRpc>, @RpcCaller() meta: RpcMeta) {
    return createTrip(this.deps, requireActor(meta), p, this.md(meta));
  }

  @Rpc(updateTripRpc)
  async updateTrip(@RpcPayload() { tripId, ...plan }: RpcRequest<typeof updateTripRpc>, @RpcCaller() meta: RpcMeta) {
    return updateTrip(this.deps, requireActor(meta), tripId, plan, this.md(meta));
  }

  @Rpc(getTripRpc)
  async getTrip(@RpcPayload() p: RpcRequest<typeof getTripRpc>, @RpcCaller() meta: RpcMeta) {
    const actor = requireActor(meta);
    return tripFor(this.deps.pool, p.tripId, actor.userId, isStaff(actor));
  }

  @Rpc(listMyTripsRpc)
  async listMyTrips(@RpcPayload() p: RpcRequest<typeof listMyTripsRpc>, @RpcCaller() meta: RpcMeta) {
    const page = await listTrips(
      this.deps.pool,
      { travelerId: requireActor(meta).userId, statuses: p.status },
      p,
      'recent',
    );
    return { ...page, items: page.items.map(toTripView) };
  }

  @Rpc(listAvailableTripsRpc)
  async listAvailableTrips(@RpcPayload() p: RpcRequest<typeof listAvailableTripsRpc>, @RpcCaller() meta: RpcMeta) {
    const userId = requireActor(meta).userId;
    const filter = {
      notTravelerId: userId,
      statuses: ['active' as const],
      fromLocation: canonicalLocation(p.fromLocation, 'fromLocation'),
      toLocation: canonicalLocation(p.toLocation, 'toLocation'),
      // Upcoming trips only: departure today or later unless the caller asks from a later date.
      departFrom: p.departFrom ?? this.deps.now().toISOString().slice(0, 10),
    };
    const page = await listTrips(this.deps.pool, filter, p, 'departure');
    return { ...page, items: page.items.map(toTripPublicView) };
  }

  @Rpc(cancelTripRpc)
  async cancelTrip(@RpcPayload() p: RpcRequest<typeof cancelTripRpc>, @RpcCaller() meta: RpcMeta) {
    return cancelTrip(this.deps, requireActor(meta), p.tripId, p.reason?.trim() || null, this.md(meta));
  }

  @Rpc(completeTripRpc)
  async completeTrip(@RpcPayload() p: RpcRequest<typeof completeTripRpc>, @RpcCaller() meta: RpcMeta) {
    return completeTrip(this.deps, requireActor(meta), p.tripId, this.md(meta));
  }

  @Rpc(adminListTripsRpc)
  async adminListTrips(@RpcPayload() p: RpcRequest<typeof adminListTripsRpc>, @RpcCaller() meta: RpcMeta) {
    requireStaff(meta);
    const page = await listTrips(this.deps.pool, { statuses: [p.status] }, p, 'oldest');
    return { ...page, items: page.items.map(toTripView) };
  }

  @Rpc(approveTripRpc)
  async approveTrip(@RpcPayload() p: RpcRequest<typeof approveTripRpc>, @RpcCaller() meta: RpcMeta) {
    return approveTrip(this.deps, requireStaff(meta), p.tripId, p.adminNotes ?? null, this.md(meta));
  }

  @Rpc(rejectTripRpc)
  async rejectTrip(@RpcPayload() p: RpcRequest<typeof rejectTripRpc>, @RpcCaller() meta: RpcMeta) {
    return rejectTrip(this.deps, requireStaff(meta), p.tripId, p.adminNotes, this.md(meta));
  }

  @Rpc(travelerProfileRpc)
  async travelerProfile(@RpcPayload() p: RpcRequest<typeof travelerProfileRpc>, @RpcCaller() meta: RpcMeta) {
    requireActor(meta);
    return travelerProfile(this.deps.pool, p.userId);
  }
}
