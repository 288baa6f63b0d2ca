import { Module } from '@nestjs/common';
import { AdminRelayPointsController } from './admin-relay-points.controller.js';
import { AdminRelaySettingsController } from './admin-relay-settings.controller.js';
import { RelayPhotosController } from './relay-photos.controller.js';
import { RelayPointsController } from './relay-points.controller.js';
import { RelayStaffController } from './relay-staff.controller.js';

/** REST routes of the relay context. */
@Module({
  controllers: [
    RelayPointsController,
    RelayStaffController,
    AdminRelayPointsController,
    AdminRelaySettingsController,
    RelayPhotosController,
  ],
})
export class RelayHttpModule {}
