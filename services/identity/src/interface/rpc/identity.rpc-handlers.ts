import {
  adminBanUserRpc,
  adminChangeRoleRpc,
  adminGetUserRpc,
  adminListUsersRpc,
  adminUnbanUserRpc,
  adminUserHistoryRpc,
  changePasswordRpc,
  getCurrentUserRpc,
  getJwksRpc,
  getProfileRpc,
  getPublicProfileRpc,
  identityPingRpc,
  loginRpc,
  logoutRpc,
  refreshRpc,
  registerRpc,
  requestPasswordResetRpc,
  resendVerificationEmailRpc,
  resetPasswordRpc,
  updateProfileRpc,
  verifyEmailRpc,
} from '@oneway/contracts';
import type { RpcServer } from '@oneway/service-kit';
import { banUser, unbanUser } from '../../application/admin-users/ban-user.handler.js';
import { changeRole } from '../../application/admin-users/change-role.handler.js';
import { getUserForStaff, listUsers, userHistory } from '../../application/admin-users/read-users.handler.js';
import { requireSignedIn } from '../../application/authorize.js';
import { changePassword } from '../../application/change-password/change-password.handler.js';
import type { IdentityDeps } from '../../application/identity-deps.js';
import { login } from '../../application/login/login.handler.js';
import { logout } from '../../application/logout/logout.handler.js';
import { readUser } from '../../application/read-user.js';
import { refreshSession } from '../../application/refresh-session/refresh-session.handler.js';
import { registerUser } from '../../application/register-user/register-user.handler.js';
import { requestPasswordReset } from '../../application/request-password-reset/request-password-reset.handler.js';
import { resetPassword } from '../../application/reset-password/reset-password.handler.js';
import { updateProfile } from '../../application/update-profile/update-profile.handler.js';
import { resendVerificationEmail, verifyEmail } from '../../application/verify-email/verify-email.handler.js';
import { userErrors } from '../../domain/user/user.errors.js';
import { toPublicProfileDto, usersQueries } from '../../infrastructure/persistence/users.queries.js';

/** Binds every identity RPC contract to its use case; authorization happens inside each. */
export function registerIdentityRpc(rpc: RpcServer, deps: IdentityDeps): void {
  rpc.handle(identityPingRpc, async () => ({ service: 'identity' as const }));

  rpc.handle(registerRpc, (req, meta) => registerUser(deps, req, meta));
  rpc.handle(loginRpc, (req, meta) => login(deps, req, meta));
  rpc.handle(refreshRpc, (req, meta) => refreshSession(deps, req, meta));
  rpc.handle(logoutRpc, (req, meta) => logout(deps, req, meta));
  rpc.handle(getJwksRpc, () => deps.tokens.jwks());

  rpc.handle(getCurrentUserRpc, async (_req, meta) => readUser(deps, (await requireSignedIn(deps, meta)).user_id));
  rpc.handle(getProfileRpc, async (_req, meta) => readUser(deps, (await requireSignedIn(deps, meta)).user_id));
  rpc.handle(updateProfileRpc, (req, meta) => updateProfile(deps, req, meta));
  rpc.handle(changePasswordRpc, (req, meta) => changePassword(deps, req, meta));
  rpc.handle(getPublicProfileRpc, async (req) => {
    const row = await usersQueries.byId(deps.pool, req.userId);
    // A banned account's profile is hidden like a missing one.
    if (!row || row.is_banned) throw userErrors.notFound();
    return toPublicProfileDto(row);
  });

  rpc.handle(verifyEmailRpc, (req, meta) => verifyEmail(deps, req, meta));
  rpc.handle(resendVerificationEmailRpc, (_req, meta) => resendVerificationEmail(deps, meta));
  rpc.handle(requestPasswordResetRpc, (req) => requestPasswordReset(deps, req));
  rpc.handle(resetPasswordRpc, (req, meta) => resetPassword(deps, req, meta));

  rpc.handle(adminListUsersRpc, (req, meta) => listUsers(deps, req, meta));
  rpc.handle(adminGetUserRpc, (req, meta) => getUserForStaff(deps, req.userId, meta));
  rpc.handle(adminUserHistoryRpc, (req, meta) => userHistory(deps, req, meta));
  rpc.handle(adminChangeRoleRpc, (req, meta) => changeRole(deps, req, meta));
  rpc.handle(adminBanUserRpc, (req, meta) => banUser(deps, req, meta));
  rpc.handle(adminUnbanUserRpc, (req, meta) => unbanUser(deps, req, meta));
}
