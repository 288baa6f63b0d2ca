import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ServiceKitModule, type ServiceKit } from '@oneway/service-kit';
import { AdminCreateRelayPointHandler } from './application/admin-create-relay-point/admin-create-relay-point.handler.js';
import { AdminUpdateRelayPointHandler } from './application/admin-update-relay-point/admin-update-relay-point.handler.js';
import { AdminSetRelayPointActiveHandler } from './application/admin-set-relay-point-active/admin-set-relay-point-active.handler.js';
import { AdminAssignRelayStaffHandler } from './application/admin-assign-relay-staff/admin-assign-relay-staff.handler.js';
import { AdminUnassignRelayStaffHandler } from './application/admin-unassign-relay-staff/admin-unassign-relay-staff.handler.js';
import { AdminListRelayPointsHandler } from './application/admin-list-relay-points/admin-list-relay-points.handler.js';
import { AdminGetRelayPointHandler } from './application/admin-get-relay-point/admin-get-relay-point.handler.js';
import { ListActiveRelayPointsHandler } from './application/list-active-relay-points/list-active-relay-points.handler.js';
import { MyRelayPointsHandler } from './application/my-relay-points/my-relay-points.handler.js';
import { RelayInventoryHandler } from './application/relay-inventory/relay-inventory.handler.js';
import { RelayGetPackageHandler } from './application/relay-get-package/relay-get-package.handler.js';
import { RelayCheckInHandler } from './application/relay-check-in/relay-check-in.handler.js';
import { RelayReleaseHandler } from './application/relay-release/relay-release.handler.js';
import { RelayReturnToSenderHandler } from './application/relay-return-to-sender/relay-return-to-sender.handler.js';
import { RelayShipmentStorageHandler } from './application/relay-shipment-storage/relay-shipment-storage.handler.js';
import { AdminGetSettingsHandler } from './application/admin-get-settings/admin-get-settings.handler.js';
import { GetPublicStorageLimitsHandler } from './application/get-public-storage-limits/get-public-storage-limits.handler.js';
import { AdminUpdateSettingsHandler } from './application/admin-update-settings/admin-update-settings.handler.js';
import type { RelayConfig } from './config.js';
import { RelayPingController } from './interface/rpc/relay-ping.controller.js';
import { RelayPointsRpcController } from './interface/rpc/relay-points.rpc-controller.js';
import { StoredPackagesRpcController } from './interface/rpc/stored-packages.rpc-controller.js';
import { RelaySettingsRpcController } from './interface/rpc/relay-settings.rpc-controller.js';

/** The service's RPC controllers, one per aggregate: each maps a message to a command or query. */
export const RPC_CONTROLLERS = [
  RelayPingController,
  RelayPointsRpcController,
  StoredPackagesRpcController,
  RelaySettingsRpcController,
];

/** One @CommandHandler/@QueryHandler per use case (application/<use-case>/). */
export const USE_CASE_HANDLERS = [
  AdminCreateRelayPointHandler,
  AdminUpdateRelayPointHandler,
  AdminSetRelayPointActiveHandler,
  AdminAssignRelayStaffHandler,
  AdminUnassignRelayStaffHandler,
  AdminListRelayPointsHandler,
  AdminGetRelayPointHandler,
  ListActiveRelayPointsHandler,
  MyRelayPointsHandler,
  RelayInventoryHandler,
  RelayGetPackageHandler,
  RelayCheckInHandler,
  RelayReleaseHandler,
  RelayReturnToSenderHandler,
  RelayShipmentStorageHandler,
  AdminGetSettingsHandler,
  GetPublicStorageLimitsHandler,
  AdminUpdateSettingsHandler,
];

/**
 * The relay service's root module: the shared kit (config, readiness, ops routes, runtime,
 * the service's providers), the command and query buses, its RPC controllers and use-case handlers.
 */
@Module({})
export class RelayAppModule {
  static forRoot(kit: ServiceKit<RelayConfig>): DynamicModule {
    return {
      module: RelayAppModule,
      imports: [ServiceKitModule.forRoot(kit), CqrsModule.forRoot()],
      controllers: RPC_CONTROLLERS,
      providers: USE_CASE_HANDLERS,
    };
  }
}
