import {
  cancelShipmentRpc,
  compatibleShipmentsRpc,
  confirmDeliveryRpc,
  confirmPickupRpc,
  createShipmentRpc,
  getAvailableShipmentRpc,
  getShipmentRpc,
  giveUpShipmentRpc,
  listAvailableShipmentsRpc,
  listMyShipmentsRpc,
  markArrivedRpc,
  markInTransitRpc,
  publicTrackingRpc,
  shipmentTrackingRpc,
  updateShipmentRpc,
  verifyRelayHandoffCodeRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { metadataFromRpc, Rpc, RpcPayload, RpcCaller } from '@oneway/service-kit';
import { requireActor } from '../../application/caller.js';
import { cancelShipment, giveUpShipment } from '../../application/commands/cancel-shipment.handler.js';
import { createShipment, updateShipment } from '../../application/commands/create-shipment.handler.js';
import { confirmHandoff, reportTravelStep } from '../../application/commands/shipment-handoff.handler.js';
import { verifyRelayCode } from '../../application/commands/verify-relay-code.handler.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../../application/marketplace-deps.js';
import { compatibleShipments } from '../../application/queries/matching.query.js';
import { readModelsAtShipment, shipmentForParty } from '../../application/queries/shipment-for-party.query.js';
import {
  getAvailableShipment,
  listAvailableShipments,
  listMyShipments,
} from '../../application/queries/shipment-lists.query.js';
import { publicTracking, shipmentTracking } from '../../application/queries/tracking.query.js';
import { Controller, Inject } from '@nestjs/common';

/** The shipment aggregate: listing, lifecycle, hand-offs, tracking, browsing; the caller always comes from meta.actor. */
@Controller()
export class ShipmentsRpcController {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  private md(meta: RpcMeta) {
    return metadataFromRpc(meta, this.deps.now());
  }

  // Shipments
  @Rpc(createShipmentRpc)
  async createShipment(@RpcPayload() p: RpcRequest<typeof createShipmentRpc>, @RpcCaller() meta: RpcMeta) {
    return createShipment(this.deps, requireActor(meta), p, this.md(meta));
  }

  @Rpc(updateShipmentRpc)
  async updateShipment(
    @RpcPayload() { shipmentId, ...listing }: RpcRequest<typeof updateShipmentRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return updateShipment(this.deps, requireActor(meta), shipmentId, listing, this.md(meta));
  }

  @Rpc(getShipmentRpc)
  async getShipment(@RpcPayload() p: RpcRequest<typeof getShipmentRpc>, @RpcCaller() meta: RpcMeta) {
    return shipmentForParty(this.deps, p.shipmentId, requireActor(meta).userId);
  }

  @Rpc(listMyShipmentsRpc)
  async listMyShipments(@RpcPayload() p: RpcRequest<typeof listMyShipmentsRpc>, @RpcCaller() meta: RpcMeta) {
    return listMyShipments(this.deps, requireActor(meta).userId, p);
  }

  @Rpc(cancelShipmentRpc)
  async cancelShipment(@RpcPayload() p: RpcRequest<typeof cancelShipmentRpc>, @RpcCaller() meta: RpcMeta) {
    return cancelShipment(this.deps, requireActor(meta), p, this.md(meta));
  }

  @Rpc(giveUpShipmentRpc)
  async giveUpShipment(@RpcPayload() p: RpcRequest<typeof giveUpShipmentRpc>, @RpcCaller() meta: RpcMeta) {
    return giveUpShipment(this.deps, requireActor(meta), p, this.md(meta));
  }

  @Rpc(confirmPickupRpc)
  async confirmPickup(@RpcPayload() p: RpcRequest<typeof confirmPickupRpc>, @RpcCaller() meta: RpcMeta) {
    return confirmHandoff(this.deps, requireActor(meta), 'pickup', p, this.md(meta));
  }

  @Rpc(markInTransitRpc)
  async markInTransit(@RpcPayload() p: RpcRequest<typeof markInTransitRpc>, @RpcCaller() meta: RpcMeta) {
    return reportTravelStep(this.deps, requireActor(meta), 'mark_departed', p, this.md(meta));
  }

  @Rpc(markArrivedRpc)
  async markArrived(@RpcPayload() p: RpcRequest<typeof markArrivedRpc>, @RpcCaller() meta: RpcMeta) {
    return reportTravelStep(this.deps, requireActor(meta), 'mark_arrived', p, this.md(meta));
  }

  @Rpc(confirmDeliveryRpc)
  async confirmDelivery(@RpcPayload() p: RpcRequest<typeof confirmDeliveryRpc>, @RpcCaller() meta: RpcMeta) {
    return confirmHandoff(this.deps, requireActor(meta), 'delivery', p, this.md(meta));
  }

  @Rpc(shipmentTrackingRpc)
  async shipmentTracking(@RpcPayload() p: RpcRequest<typeof shipmentTrackingRpc>, @RpcCaller() meta: RpcMeta) {
    const userId = requireActor(meta).userId;
    // Right behind a create (which replies at commit) the timeline may not be projected yet.
    const now = await shipmentTracking(this.deps.pool, p.shipmentId, userId).catch(() => null);
    if (now?.entries.length) return now;
    await readModelsAtShipment(this.deps, p.shipmentId);
    return shipmentTracking(this.deps.pool, p.shipmentId, userId);
  }

  @Rpc(publicTrackingRpc)
  async publicTracking(@RpcPayload() p: RpcRequest<typeof publicTrackingRpc>) {
    return publicTracking(this.deps.pool, p.trackingNumber);
  }

  // Browse and match
  // Service to service: the relay verifies a collector's code (never routed by the gateway).
  @Rpc(verifyRelayHandoffCodeRpc)
  async verifyRelayHandoffCode(
    @RpcPayload() p: RpcRequest<typeof verifyRelayHandoffCodeRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return verifyRelayCode(this.deps, meta, p, this.md(meta));
  }

  @Rpc(listAvailableShipmentsRpc)
  async listAvailableShipments(
    @RpcPayload() p: RpcRequest<typeof listAvailableShipmentsRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return listAvailableShipments(this.deps, requireActor(meta).userId, p);
  }

  @Rpc(getAvailableShipmentRpc)
  async getAvailableShipment(@RpcPayload() p: RpcRequest<typeof getAvailableShipmentRpc>, @RpcCaller() meta: RpcMeta) {
    return getAvailableShipment(this.deps, requireActor(meta).userId, p.shipmentId);
  }

  @Rpc(compatibleShipmentsRpc)
  async compatibleShipments(@RpcPayload() p: RpcRequest<typeof compatibleShipmentsRpc>, @RpcCaller() meta: RpcMeta) {
    return compatibleShipments(this.deps, requireActor(meta).userId, p);
  }
}
