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
  attachShipmentPhotosRpc,
  verifyRelayHandoffCodeRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateShipmentCommand } from '../../application/create-shipment/create-shipment.command.js';
import { UpdateShipmentCommand } from '../../application/update-shipment/update-shipment.command.js';
import { AttachShipmentPhotosCommand } from '../../application/attach-shipment-photos/attach-shipment-photos.command.js';
import { GetShipmentQuery } from '../../application/get-shipment/get-shipment.query.js';
import { ListMyShipmentsQuery } from '../../application/list-my-shipments/list-my-shipments.query.js';
import { CancelShipmentCommand } from '../../application/cancel-shipment/cancel-shipment.command.js';
import { GiveUpShipmentCommand } from '../../application/give-up-shipment/give-up-shipment.command.js';
import { ConfirmPickupCommand } from '../../application/confirm-pickup/confirm-pickup.command.js';
import { MarkInTransitCommand } from '../../application/mark-in-transit/mark-in-transit.command.js';
import { MarkArrivedCommand } from '../../application/mark-arrived/mark-arrived.command.js';
import { ConfirmDeliveryCommand } from '../../application/confirm-delivery/confirm-delivery.command.js';
import { ShipmentTrackingQuery } from '../../application/shipment-tracking/shipment-tracking.query.js';
import { PublicTrackingQuery } from '../../application/public-tracking/public-tracking.query.js';
import { VerifyRelayHandoffCodeCommand } from '../../application/verify-relay-handoff-code/verify-relay-handoff-code.command.js';
import { ListAvailableShipmentsQuery } from '../../application/list-available-shipments/list-available-shipments.query.js';
import { GetAvailableShipmentQuery } from '../../application/get-available-shipment/get-available-shipment.query.js';
import { CompatibleShipmentsQuery } from '../../application/compatible-shipments/compatible-shipments.query.js';

/** The shipment aggregate: listing, lifecycle, hand-offs, tracking, browsing; the caller always comes from meta.actor. */
@Controller()
export class ShipmentsRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  // Shipments
  @Rpc(createShipmentRpc)
  createShipment(@RpcPayload() req: RpcRequest<typeof createShipmentRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new CreateShipmentCommand(req, meta));
  }

  @Rpc(attachShipmentPhotosRpc)
  attachPhotos(@RpcPayload() req: RpcRequest<typeof attachShipmentPhotosRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new AttachShipmentPhotosCommand(req, meta));
  }

  @Rpc(updateShipmentRpc)
  updateShipment(@RpcPayload() req: RpcRequest<typeof updateShipmentRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new UpdateShipmentCommand(req, meta));
  }

  @Rpc(getShipmentRpc)
  getShipment(@RpcPayload() req: RpcRequest<typeof getShipmentRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetShipmentQuery(req, meta));
  }

  @Rpc(listMyShipmentsRpc)
  listMyShipments(@RpcPayload() req: RpcRequest<typeof listMyShipmentsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new ListMyShipmentsQuery(req, meta));
  }

  @Rpc(cancelShipmentRpc)
  cancelShipment(@RpcPayload() req: RpcRequest<typeof cancelShipmentRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new CancelShipmentCommand(req, meta));
  }

  @Rpc(giveUpShipmentRpc)
  giveUpShipment(@RpcPayload() req: RpcRequest<typeof giveUpShipmentRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new GiveUpShipmentCommand(req, meta));
  }

  @Rpc(confirmPickupRpc)
  confirmPickup(@RpcPayload() req: RpcRequest<typeof confirmPickupRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new ConfirmPickupCommand(req, meta));
  }

  @Rpc(markInTransitRpc)
  markInTransit(@RpcPayload() req: RpcRequest<typeof markInTransitRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new MarkInTransitCommand(req, meta));
  }

  @Rpc(markArrivedRpc)
  markArrived(@RpcPayload() req: RpcRequest<typeof markArrivedRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new MarkArrivedCommand(req, meta));
  }

  @Rpc(confirmDeliveryRpc)
  confirmDelivery(@RpcPayload() req: RpcRequest<typeof confirmDeliveryRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new ConfirmDeliveryCommand(req, meta));
  }

  @Rpc(shipmentTrackingRpc)
  shipmentTracking(@RpcPayload() req: RpcRequest<typeof shipmentTrackingRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new ShipmentTrackingQuery(req, meta));
  }

  @Rpc(publicTrackingRpc)
  publicTracking(@RpcPayload() req: RpcRequest<typeof publicTrackingRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new PublicTrackingQuery(req, meta));
  }

  // Browse and match
  // Service to service: the relay verifies a collector's code (never routed by the gateway).
  @Rpc(verifyRelayHandoffCodeRpc)
  verifyRelayHandoffCode(@RpcPayload() req: RpcRequest<typeof verifyRelayHandoffCodeRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new VerifyRelayHandoffCodeCommand(req, meta));
  }

  @Rpc(listAvailableShipmentsRpc)
  listAvailableShipments(@RpcPayload() req: RpcRequest<typeof listAvailableShipmentsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new ListAvailableShipmentsQuery(req, meta));
  }

  @Rpc(getAvailableShipmentRpc)
  getAvailableShipment(@RpcPayload() req: RpcRequest<typeof getAvailableShipmentRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetAvailableShipmentQuery(req, meta));
  }

  @Rpc(compatibleShipmentsRpc)
  compatibleShipments(@RpcPayload() req: RpcRequest<typeof compatibleShipmentsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new CompatibleShipmentsQuery(req, meta));
  }
}
