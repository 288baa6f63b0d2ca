import {
  changePasswordRpc,
  getCurrentUserRpc,
  getProfileRpc,
  getPublicProfileRpc,
  registerRpc,
  requestPasswordResetRpc,
  resendVerificationEmailRpc,
  resetPasswordRpc,
  updateProfileRpc,
  verifyEmailRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcPayload, RpcCaller } from '@oneway/service-kit';
import { requireSignedIn } from '../../application/authorize.js';
import { changePassword } from '../../application/change-password/change-password.handler.js';
import { type IdentityDeps, IDENTITY_DEPS } from '../../application/identity-deps.js';
import { readUser } from '../../application/read-user.js';
import { registerUser } from '../../application/register-user/register-user.handler.js';
import { requestPasswordReset } from '../../application/request-password-reset/request-password-reset.handler.js';
import { resetPassword } from '../../application/reset-password/reset-password.handler.js';
import { updateProfile } from '../../application/update-profile/update-profile.handler.js';
import { resendVerificationEmail, verifyEmail } from '../../application/verify-email/verify-email.handler.js';
import { getPublicProfile } from '../../application/get-public-profile/get-public-profile.query.js';
import { Controller, Inject } from '@nestjs/common';

/** The user aggregate as its owner sees it: registration, e-mail verification, profile, password and its reset. Authorization happens inside each use case. */
@Controller()
export class UsersRpcController {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  @Rpc(registerRpc)
  register(@RpcPayload() req: RpcRequest<typeof registerRpc>, @RpcCaller() meta: RpcMeta) {
    return registerUser(this.deps, req, meta);
  }

  @Rpc(getCurrentUserRpc)
  async getCurrentUser(@RpcPayload() _req: RpcRequest<typeof getCurrentUserRpc>, @RpcCaller() meta: RpcMeta) {
    return readUser(this.deps, (await requireSignedIn(this.deps, meta)).user_id);
  }

  @Rpc(getProfileRpc)
  async getProfile(@RpcPayload() _req: RpcRequest<typeof getProfileRpc>, @RpcCaller() meta: RpcMeta) {
    return readUser(this.deps, (await requireSignedIn(this.deps, meta)).user_id);
  }

  @Rpc(updateProfileRpc)
  updateProfile(@RpcPayload() req: RpcRequest<typeof updateProfileRpc>, @RpcCaller() meta: RpcMeta) {
    return updateProfile(this.deps, req, meta);
  }

  @Rpc(changePasswordRpc)
  changePassword(@RpcPayload() req: RpcRequest<typeof changePasswordRpc>, @RpcCaller() meta: RpcMeta) {
    return changePassword(this.deps, req, meta);
  }

  @Rpc(getPublicProfileRpc)
  async getPublicProfile(@RpcPayload() req: RpcRequest<typeof getPublicProfileRpc>) {
    return getPublicProfile(this.deps, req.userId);
  }

  @Rpc(verifyEmailRpc)
  verifyEmail(@RpcPayload() req: RpcRequest<typeof verifyEmailRpc>, @RpcCaller() meta: RpcMeta) {
    return verifyEmail(this.deps, req, meta);
  }

  @Rpc(resendVerificationEmailRpc)
  resendVerificationEmail(
    @RpcPayload() _req: RpcRequest<typeof resendVerificationEmailRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return resendVerificationEmail(this.deps, meta);
  }

  @Rpc(requestPasswordResetRpc)
  requestPasswordReset(@RpcPayload() req: RpcRequest<typeof requestPasswordResetRpc>) {
    return requestPasswordReset(this.deps, req);
  }

  @Rpc(resetPasswordRpc)
  resetPassword(@RpcPayload() req: RpcRequest<typeof resetPasswordRpc>, @RpcCaller() meta: RpcMeta) {
    return resetPassword(this.deps, req, meta);
  }
}
