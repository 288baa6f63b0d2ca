import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ServiceKitModule, type ServiceKit } from '@oneway/service-kit';
import { RegisterUserHandler } from './application/register-user/register-user.handler.js';
import { GetCurrentUserHandler } from './application/get-current-user/get-current-user.handler.js';
import { GetProfileHandler } from './application/get-profile/get-profile.handler.js';
import { UpdateProfileHandler } from './application/update-profile/update-profile.handler.js';
import { ChangePasswordHandler } from './application/change-password/change-password.handler.js';
import { RequestEmailChangeHandler } from './application/request-email-change/request-email-change.handler.js';
import { GetPublicProfileHandler } from './application/get-public-profile/get-public-profile.handler.js';
import { VerifyEmailHandler } from './application/verify-email/verify-email.handler.js';
import { ResendVerificationEmailHandler } from './application/resend-verification-email/resend-verification-email.handler.js';
import { RequestPasswordResetHandler } from './application/request-password-reset/request-password-reset.handler.js';
import { ResetPasswordHandler } from './application/reset-password/reset-password.handler.js';
import { LoginHandler } from './application/login/login.handler.js';
import { RefreshSessionHandler } from './application/refresh-session/refresh-session.handler.js';
import { LogoutHandler } from './application/logout/logout.handler.js';
import { GetJwksHandler } from './application/get-jwks/get-jwks.handler.js';
import { AdminListUsersHandler } from './application/admin-list-users/admin-list-users.handler.js';
import { AdminGetUserHandler } from './application/admin-get-user/admin-get-user.handler.js';
import { AdminUserHistoryHandler } from './application/admin-user-history/admin-user-history.handler.js';
import { ChangeRoleHandler } from './application/change-role/change-role.handler.js';
import { BanUserHandler } from './application/ban-user/ban-user.handler.js';
import { UnbanUserHandler } from './application/unban-user/unban-user.handler.js';
import { MyVerificationHandler } from './application/my-verification/my-verification.handler.js';
import { StartVerificationHandler } from './application/start-verification/start-verification.handler.js';
import { SubmitVerificationDocumentsHandler } from './application/submit-verification-documents/submit-verification-documents.handler.js';
import { ChooseTestVerificationOutcomeHandler } from './application/choose-test-verification-outcome/choose-test-verification-outcome.handler.js';
import { HandleVerificationWebhookHandler } from './application/handle-verification-webhook/handle-verification-webhook.handler.js';
import { AdminListVerificationsHandler } from './application/admin-list-verifications/admin-list-verifications.handler.js';
import { ViewVerificationDocumentHandler } from './application/view-verification-document/view-verification-document.handler.js';
import { ReviewVerificationHandler } from './application/review-verification/review-verification.handler.js';
import type { IdentityConfig } from './config.js';
import { IdentityPingRpcController } from './interface/rpc/identity-ping.rpc-controller.js';
import { SessionsRpcController } from './interface/rpc/sessions.rpc-controller.js';
import { UsersRpcController } from './interface/rpc/users.rpc-controller.js';
import { AdminUsersRpcController } from './interface/rpc/admin-users.rpc-controller.js';
import { VerificationRpcController } from './interface/rpc/verification.rpc-controller.js';

/** The service's RPC controllers, one per aggregate: each maps a message to a command or query. */
export const RPC_CONTROLLERS = [
  IdentityPingRpcController,
  SessionsRpcController,
  UsersRpcController,
  AdminUsersRpcController,
  VerificationRpcController,
];

/** One @CommandHandler/@QueryHandler per use case (application/<use-case>/). */
export const USE_CASE_HANDLERS = [
  MyVerificationHandler,
  StartVerificationHandler,
  SubmitVerificationDocumentsHandler,
  ChooseTestVerificationOutcomeHandler,
  HandleVerificationWebhookHandler,
  AdminListVerificationsHandler,
  ViewVerificationDocumentHandler,
  ReviewVerificationHandler,

  RegisterUserHandler,
  GetCurrentUserHandler,
  GetProfileHandler,
  UpdateProfileHandler,
  ChangePasswordHandler,
  RequestEmailChangeHandler,
  GetPublicProfileHandler,
  VerifyEmailHandler,
  ResendVerificationEmailHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
  LoginHandler,
  RefreshSessionHandler,
  LogoutHandler,
  GetJwksHandler,
  AdminListUsersHandler,
  AdminGetUserHandler,
  AdminUserHistoryHandler,
  ChangeRoleHandler,
  BanUserHandler,
  UnbanUserHandler,
];

/**
 * The identity service's root module: the shared kit (config, readiness, ops routes, runtime,
 * the service's providers), the command and query buses, its RPC controllers and use-case handlers.
 */
@Module({})
export class IdentityAppModule {
  static forRoot(kit: ServiceKit<IdentityConfig>): DynamicModule {
    return {
      module: IdentityAppModule,
      imports: [ServiceKitModule.forRoot(kit), CqrsModule.forRoot()],
      controllers: RPC_CONTROLLERS,
      providers: USE_CASE_HANDLERS,
    };
  }
}
