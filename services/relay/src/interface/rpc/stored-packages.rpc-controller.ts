import { Controller } from '@nestjs/common';
import {
  relayCheckInRpc,
  relayGetPackageRpc,
  relayInventoryRpc,
  relayReleaseRpc,
  relayReturnToSenderRpc,
  relayShipmentStorageRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RelayInventoryQuery } from '../../application/relay-inventory/relay-inventory.query.js';
import { RelayGetPackageQuery } from '../../application/relay-get-package/relay-get-package.query.js';
import { RelayCheckInCommand } from '../../application/relay-check-in/relay-check-in.command.js';
import { RelayReleaseCommand } from '../../application/relay-release/relay-release.command.js';
import { RelayReturnToSenderCommand } from '../../application/relay-return-to-sender/relay-return-to-sender.command.js';
import { RelayShipmentStorageQuery } from '../../application/relay-shipment-storage/relay-shipment-storage.query.js';

/** Packages stored at a point: every call is checked against the caller's assignment there. */
@Controller()
export class StoredPackagesRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(relayInventoryRpc)
  inventory(@RpcPayload() req: RpcRequest<typeof relayInventoryRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new RelayInventoryQuery(req, meta));
  }

  @Rpc(relayGetPackageRpc)
  get(@RpcPayload() req: RpcRequest<typeof relayGetPackageRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new RelayGetPackageQuery(req, meta));
  }

  @Rpc(relayCheckInRpc)
  checkIn(@RpcPayload() req: RpcRequest<typeof relayCheckInRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new RelayCheckInCommand(req, meta));
  }

  @Rpc(relayReleaseRpc)
  release(@RpcPayload() req: RpcRequest<typeof relayReleaseRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new RelayReleaseCommand(req, meta));
  }

  @Rpc(relayReturnToSenderRpc)
  returnToSender(@RpcPayload() req: RpcRequest<typeof relayReturnToSenderRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new RelayReturnToSenderCommand(req, meta));
  }

  @Rpc(relayShipmentStorageRpc)
  shipmentStorage(@RpcPayload() req: RpcRequest<typeof relayShipmentStorageRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new RelayShipmentStorageQuery(req, meta));
  }
}
