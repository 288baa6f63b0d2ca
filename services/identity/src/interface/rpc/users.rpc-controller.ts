import {
  changePasswordRpc,
  getCurrentUserRpc,
  getProfileRpc,
  getPublicProfileRpc,
  registerRpc,
  requestEmailChangeRpc,
  requestPasswordResetRpc,
  resendVerificationEmailRpc,
  resetPasswordRpc,
  updateProfileRpc,
  verifyEmailRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcPayload, RpcCaller } from '@oneway/service-kit';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RegisterUserCommand } from '../../application/register-user/register-user.command.js';
import { GetCurrentUserQuery } from '../../application/get-current-user/get-current-user.query.js';
import { GetProfileQuery } from '../../application/get-profile/get-profile.query.js';
import { UpdateProfileCommand } from '../../application/update-profile/update-profile.command.js';
import { ChangePasswordCommand } from '../../application/change-password/change-password.command.js';
import { RequestEmailChangeCommand } from '../../application/request-email-change/request-email-change.command.js';
import { GetPublicProfileQuery } from '../../application/get-public-profile/get-public-profile.query.js';
import { VerifyEmailCommand } from '../../application/verify-email/verify-email.command.js';
import { ResendVerificationEmailCommand } from '../../application/resend-verification-email/resend-verification-email.command.js';
import { RequestPasswordResetCommand } from '../../application/request-password-reset/request-password-reset.command.js';
import { ResetPasswordCommand } from '../../application/reset-password/reset-password.command.js';

/** The user aggregate as its owner sees it: registration, e-mail verification and change, profile, password and its reset. Authorization happens inside each use case. */
@Controller()
export class UsersRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(registerRpc)
  register(@RpcPayload() req: RpcRequest<typeof registerRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new RegisterUserCommand(req, meta));
  }

  @Rpc(getCurrentUserRpc)
  getCurrentUser(@RpcPayload() req: RpcRequest<typeof getCurrentUserRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetCurrentUserQuery(req, meta));
  }

  @Rpc(getProfileRpc)
  getProfile(@RpcPayload() req: RpcRequest<typeof getProfileRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetProfileQuery(req, meta));
  }

  @Rpc(updateProfileRpc)
  updateProfile(@RpcPayload() req: RpcRequest<typeof updateProfileRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new UpdateProfileCommand(req, meta));
  }

  @Rpc(changePasswordRpc)
  changePassword(@RpcPayload() req: RpcRequest<typeof changePasswordRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new ChangePasswordCommand(req, meta));
  }

  @Rpc(requestEmailChangeRpc)
  requestEmailChange(@RpcPayload() req: RpcRequest<typeof requestEmailChangeRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new RequestEmailChangeCommand(req, meta));
  }

  @Rpc(getPublicProfileRpc)
  getPublicProfile(@RpcPayload() req: RpcRequest<typeof getPublicProfileRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetPublicProfileQuery(req, meta));
  }

  @Rpc(verifyEmailRpc)
  verifyEmail(@RpcPayload() req: RpcRequest<typeof verifyEmailRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new VerifyEmailCommand(req, meta));
  }

  @Rpc(resendVerificationEmailRpc)
  resendVerificationEmail(
    @RpcPayload() req: RpcRequest<typeof resendVerificationEmailRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return this.commands.execute(new ResendVerificationEmailCommand(req, meta));
  }

  @Rpc(requestPasswordResetRpc)
  requestPasswordReset(@RpcPayload() req: RpcRequest<typeof requestPasswordResetRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new RequestPasswordResetCommand(req, meta));
  }

  @Rpc(resetPasswordRpc)
  resetPassword(@RpcPayload() req: RpcRequest<typeof resetPasswordRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new ResetPasswordCommand(req, meta));
  }
}
