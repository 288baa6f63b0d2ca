import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller.js';
import { AuthController } from './auth.controller.js';
import { ProfileController } from './profile.controller.js';

/** REST routes of the identity context; other contexts get a module of their own beside it. */
@Module({ controllers: [AuthController, ProfileController, AdminUsersController] })
export class IdentityHttpModule {}
