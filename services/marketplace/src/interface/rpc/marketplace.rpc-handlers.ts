import {
  acceptInterestRpc,
  adminListCountryRequestsRpc,
  adminListTripsRpc,
  adminSetCountryRequestStatusRpc,
  approveTripRpc,
  cancelShipmentRpc,
  cancelTripRpc,
  compatibleShipmentsRpc,
  compatibleTripsRpc,
  completeTripRpc,
  confirmDeliveryRpc,
  confirmPickupRpc,
  createShipmentRpc,
  createTripRpc,
  expressInterestRpc,
  getAvailableShipmentRpc,
  getShipmentRpc,
  getTripRpc,
  giveUpShipmentRpc,
  listAvailableShipmentsRpc,
  listAvailableTripsRpc,
  listInterestsOnMyShipmentsRpc,
  listMyInterestsRpc,
  listMyShipmentsRpc,
  listMyTripsRpc,
  marketplacePingRpc,
  markArrivedRpc,
  markInTransitRpc,
  publicTrackingRpc,
  rejectInterestRpc,
  rejectTripRpc,
  shipmentTrackingRpc,
  submitCountryRequestRpc,
  travelerProfileRpc,
  updateShipmentRpc,
  updateTripRpc,
  verifyRelayHandoffCodeRpc,
  withdrawInterestRpc,
} from '@oneway/contracts';
import { metadataFromRpc, type RpcServer } from '@oneway/service-kit';
import { isStaff, requireActor, requireAdmin, requireStaff } from '../../application/caller.js';
import { setCountryRequestStatus, submitCountryRequest } from '../../application/commands/country-request.handlers.js';
import { cancelShipment, giveUpShipment } from '../../application/commands/cancel-shipment.handler.js';
import { createShipment, updateShipment } from '../../application/commands/create-shipment.handler.js';
import {
  acceptInterest,
  expressInterest,
  rejectInterest,
  withdrawInterest,
} from '../../application/commands/interest.handlers.js';
import { confirmHandoff, reportTravelStep } from '../../application/commands/shipment-handoff.handler.js';
import { verifyRelayCode } from '../../application/commands/verify-relay-code.handler.js';
import {
  approveTrip,
  cancelTrip,
  completeTrip,
  createTrip,
  rejectTrip,
  updateTrip,
} from '../../application/commands/trip.handlers.js';
import type { MarketplaceDeps } from '../../application/marketplace-deps.js';
import { listInterests } from '../../application/queries/interest-views.query.js';
import { listCountryRequests } from '../../application/queries/country-requests.query.js';
import { canonicalLocation } from '../../application/queries/location-filter.js';
import { compatibleShipments, compatibleTrips } from '../../application/queries/matching.query.js';
import { shipmentForParty } from '../../application/queries/shipment-for-party.query.js';
import {
  getAvailableShipment,
  listAvailableShipments,
  listMyShipments,
} from '../../application/queries/shipment-lists.query.js';
import { publicTracking, shipmentTracking } from '../../application/queries/tracking.query.js';
import { travelerProfile } from '../../application/queries/traveler-profile.query.js';
import { listTrips, toTripPublicView, toTripView, tripFor } from '../../application/queries/trip-views.query.js';

/** Binds every marketplace RPC contract to its use case; the caller always comes from `meta.actor`. */
export function registerMarketplaceRpc(rpc: RpcServer, deps: MarketplaceDeps): void {
  const md = (meta: Parameters<typeof metadataFromRpc>[0]) => metadataFromRpc(meta, deps.now());

  rpc.handle(marketplacePingRpc, async () => ({ service: 'marketplace' as const }));

  // Shipments
  rpc.handle(createShipmentRpc, async (p, meta) => createShipment(deps, requireActor(meta), p, md(meta)));
  rpc.handle(updateShipmentRpc, async ({ shipmentId, ...listing }, meta) =>
    updateShipment(deps, requireActor(meta), shipmentId, listing, md(meta)),
  );
  rpc.handle(getShipmentRpc, async (p, meta) => shipmentForParty(deps, p.shipmentId, requireActor(meta).userId));
  rpc.handle(listMyShipmentsRpc, async (p, meta) => listMyShipments(deps, requireActor(meta).userId, p));
  rpc.handle(cancelShipmentRpc, async (p, meta) => cancelShipment(deps, requireActor(meta), p, md(meta)));
  rpc.handle(giveUpShipmentRpc, async (p, meta) => giveUpShipment(deps, requireActor(meta), p, md(meta)));
  rpc.handle(confirmPickupRpc, async (p, meta) => confirmHandoff(deps, requireActor(meta), 'pickup', p, md(meta)));
  rpc.handle(markInTransitRpc, async (p, meta) =>
    reportTravelStep(deps, requireActor(meta), 'mark_departed', p, md(meta)),
  );
  rpc.handle(markArrivedRpc, async (p, meta) =>
    reportTravelStep(deps, requireActor(meta), 'mark_arrived', p, md(meta)),
  );
  rpc.handle(confirmDeliveryRpc, async (p, meta) => confirmHandoff(deps, requireActor(meta), 'delivery', p, md(meta)));
  rpc.handle(shipmentTrackingRpc, async (p, meta) =>
    shipmentTracking(deps.pool, p.shipmentId, requireActor(meta).userId),
  );
  rpc.handle(publicTrackingRpc, async (p) => publicTracking(deps.pool, p.trackingNumber));
  // Service to service: the relay verifies a collector's code (never routed by the gateway).
  rpc.handle(verifyRelayHandoffCodeRpc, async (p, meta) => verifyRelayCode(deps, meta, p, md(meta)));

  // Browse and match
  rpc.handle(listAvailableShipmentsRpc, async (p, meta) => listAvailableShipments(deps, requireActor(meta).userId, p));
  rpc.handle(getAvailableShipmentRpc, async (p, meta) =>
    getAvailableShipment(deps, requireActor(meta).userId, p.shipmentId),
  );
  rpc.handle(compatibleShipmentsRpc, async (p, meta) => compatibleShipments(deps, requireActor(meta).userId, p));
  rpc.handle(compatibleTripsRpc, async (p, meta) => compatibleTrips(deps, requireActor(meta).userId, p));

  // Interests
  rpc.handle(expressInterestRpc, async (p, meta) => expressInterest(deps, requireActor(meta), p, md(meta)));
  rpc.handle(withdrawInterestRpc, async (p, meta) =>
    withdrawInterest(deps, requireActor(meta), p.interestId, md(meta)),
  );
  rpc.handle(rejectInterestRpc, async (p, meta) => rejectInterest(deps, requireActor(meta), p.interestId, md(meta)));
  rpc.handle(acceptInterestRpc, async (p, meta) => acceptInterest(deps, requireActor(meta), p.interestId, md(meta)));
  rpc.handle(listMyInterestsRpc, async (p, meta) =>
    listInterests(deps.pool, { travelerId: requireActor(meta).userId, status: p.status }, p),
  );
  rpc.handle(listInterestsOnMyShipmentsRpc, async (p, meta) =>
    listInterests(deps.pool, { senderId: requireActor(meta).userId, shipmentId: p.shipmentId, status: p.status }, p),
  );

  // Trips
  rpc.handle(createTripRpc, async (p, meta) => createTrip(deps, requireActor(meta), p, md(meta)));
  rpc.handle(updateTripRpc, async ({ tripId, ...plan }, meta) =>
    updateTrip(deps, requireActor(meta), tripId, plan, md(meta)),
  );
  rpc.handle(getTripRpc, async (p, meta) => {
    const actor = requireActor(meta);
    return tripFor(deps.pool, p.tripId, actor.userId, isStaff(actor));
  });
  rpc.handle(listMyTripsRpc, async (p, meta) => {
    const page = await listTrips(deps.pool, { travelerId: requireActor(meta).userId, statuses: p.status }, p, 'recent');
    return { ...page, items: page.items.map(toTripView) };
  });
  rpc.handle(listAvailableTripsRpc, async (p, meta) => {
    const userId = requireActor(meta).userId;
    const filter = {
      notTravelerId: userId,
      statuses: ['active' as const],
      fromLocation: canonicalLocation(p.fromLocation, 'fromLocation'),
      toLocation: canonicalLocation(p.toLocation, 'toLocation'),
      // Upcoming trips only: departure today or later unless the caller asks from a later date.
      departFrom: p.departFrom ?? deps.now().toISOString().slice(0, 10),
    };
    const page = await listTrips(deps.pool, filter, p, 'departure');
    return { ...page, items: page.items.map(toTripPublicView) };
  });
  rpc.handle(cancelTripRpc, async (p, meta) =>
    cancelTrip(deps, requireActor(meta), p.tripId, p.reason?.trim() || null, md(meta)),
  );
  rpc.handle(completeTripRpc, async (p, meta) => completeTrip(deps, requireActor(meta), p.tripId, md(meta)));
  rpc.handle(adminListTripsRpc, async (p, meta) => {
    requireStaff(meta);
    const page = await listTrips(deps.pool, { statuses: [p.status] }, p, 'oldest');
    return { ...page, items: page.items.map(toTripView) };
  });
  rpc.handle(approveTripRpc, async (p, meta) =>
    approveTrip(deps, requireStaff(meta), p.tripId, p.adminNotes ?? null, md(meta)),
  );
  rpc.handle(rejectTripRpc, async (p, meta) => rejectTrip(deps, requireStaff(meta), p.tripId, p.adminNotes, md(meta)));
  rpc.handle(travelerProfileRpc, async (p, meta) => {
    requireActor(meta);
    return travelerProfile(deps.pool, p.userId);
  });

  // Country requests (/request-country): anyone submits; staff read; an admin decides.
  rpc.handle(submitCountryRequestRpc, async (p, meta) => submitCountryRequest(deps, meta.actor, p, md(meta)));
  rpc.handle(adminListCountryRequestsRpc, async (p, meta) => {
    requireStaff(meta);
    return listCountryRequests(deps.pool, p);
  });
  rpc.handle(adminSetCountryRequestStatusRpc, async (p, meta) =>
    setCountryRequestStatus(deps, requireAdmin(meta), p.requestId, p.status, p.note ?? null, md(meta)),
  );
}
