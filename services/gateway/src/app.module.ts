import { Global, Module, type DynamicModule, type Provider } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { FileStorage } from '@oneway/file-storage';
import type { Logger, RpcClient } from '@oneway/service-kit/edge';
import type { GatewayConfig } from './config.js';
import {
  AUTH_RATE_LIMITS,
  CONFIG,
  DENY_LIST,
  FILE_STORAGE,
  LIVE_FANOUT,
  UPLOAD_REGISTRY,
  SESSION_USERS,
  LOGGER,
  OPS_SESSIONS,
  PUBLIC_FORM_RATE_LIMITS,
  REQUEST_AUTHENTICATOR,
  RPC_CLIENT,
} from './gateway.tokens.js';
import type { LiveFanOut } from './application/live-messages.js';
import type { DenyList } from './infrastructure/auth/deny-list.js';
import type { SessionUserReadModel } from './infrastructure/identity-feed/session-user-read-model.js';
import type { UploadRegistry } from './infrastructure/uploads/upload-registry.js';
import type { OpsSessions } from './infrastructure/ops/ops-sessions.js';
import type { AuthRateLimits } from './infrastructure/rate-limit/auth-rate-limits.js';
import type { PublicFormRateLimits } from './infrastructure/rate-limit/public-form-rate-limits.js';
import { AdminHttpModule } from './interface/http/admin/admin-http.module.js';
import { AccessTokenGuard } from './interface/http/auth/access-token.guard.js';
import type { RequestAuthenticator } from './interface/http/auth/request-authenticator.js';
import { IdentityHttpModule } from './interface/http/identity/identity-http.module.js';
import { MarketplaceHttpModule } from './interface/http/marketplace/marketplace-http.module.js';
import { MessagingHttpModule } from './interface/http/messaging/messaging-http.module.js';
import { OpsHttpModule } from './interface/http/ops/ops-http.module.js';
import { PaymentsHttpModule } from './interface/http/payments/payments-http.module.js';
import { RelayHttpModule } from './interface/http/relay/relay-http.module.js';
import { InputPolicyGuard } from './interface/http/input-policy/input-policy.guard.js';

/** Collaborators built once at bootstrap (connections, caches) and handed to Nest. */
export interface GatewayDependencies {
  config: GatewayConfig;
  logger: Logger;
  rpc: RpcClient;
  /** Who the caller is, for the access guard and the routes outside Nest's pipeline. */
  authenticator: RequestAuthenticator;
  denyList: DenyList;
  sessionUsers: SessionUserReadModel;
  rateLimits: AuthRateLimits;
  formRateLimits: PublicFormRateLimits;
  opsSessions: OpsSessions;
  /** Uploaded photos and documents (libs/file-storage) and who each fresh upload is for. */
  fileStorage: FileStorage;
  uploads: UploadRegistry;
  /** Live socket messages to users wherever they are connected (the WebSocket hub). */
  live: LiveFanOut;
}

@Global()
@Module({})
class GatewayCoreModule {
  static with(deps: GatewayDependencies): DynamicModule {
    const providers: Provider[] = [
      { provide: CONFIG, useValue: deps.config },
      { provide: LOGGER, useValue: deps.logger },
      { provide: RPC_CLIENT, useValue: deps.rpc },
      { provide: REQUEST_AUTHENTICATOR, useValue: deps.authenticator },
      { provide: DENY_LIST, useValue: deps.denyList },
      { provide: SESSION_USERS, useValue: deps.sessionUsers },
      { provide: AUTH_RATE_LIMITS, useValue: deps.rateLimits },
      { provide: PUBLIC_FORM_RATE_LIMITS, useValue: deps.formRateLimits },
      { provide: OPS_SESSIONS, useValue: deps.opsSessions },
      { provide: FILE_STORAGE, useValue: deps.fileStorage },
      { provide: UPLOAD_REGISTRY, useValue: deps.uploads },
      { provide: LIVE_FANOUT, useValue: deps.live },
    ];
    return { module: GatewayCoreModule, providers, exports: providers };
  }
}

/**
 * The gateway's Nest application: one HTTP module per bounded context (identity,
 * marketplace, payments; relay and messaging slot in beside them), all behind one guard that
 * requires a verified session unless a route is marked public.
 */
@Module({})
export class GatewayModule {
  static with(deps: GatewayDependencies): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        GatewayCoreModule.with(deps),
        IdentityHttpModule,
        MarketplaceHttpModule,
        PaymentsHttpModule,
        MessagingHttpModule,
        RelayHttpModule,
        OpsHttpModule,
        AdminHttpModule,
      ],
      // Global guards run in this order: who you are first, then the input policy at the door
      // (a signed-out caller gets 401, a user on an admin route 403, before any word about
      // the body). The card provider's signed webhooks are not ours to shape.
      providers: [
        { provide: APP_GUARD, useClass: AccessTokenGuard },
        {
          provide: APP_GUARD,
          useFactory: () =>
            new InputPolicyGuard({
              skipRoutes: ['/api/payments/webhooks/stripe', '/api/verification/webhooks/stripe'],
            }),
        },
      ],
    };
  }
}
