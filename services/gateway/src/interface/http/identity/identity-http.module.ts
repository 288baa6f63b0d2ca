import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller.js';
import { AuthController } from './auth.controller.js';
import { ProfilePhotoController } from './profile-photo.controller.js';
import { ProfileController } from './profile.controller.js';
import { AdminVerificationsController, VerificationController } from './verification.controller.js';

/** REST routes of the identity context; other contexts get a module of their own beside it. */
@Module({
  controllers: [
    AuthController,
    ProfileController,
    ProfilePhotoController,
    AdminUsersController,
    VerificationController,
    AdminVerificationsController,
  ],
})
export class IdentityHttpModule {}
