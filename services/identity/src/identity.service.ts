import { IdentityAppModule } from './app.module.js';
import { SERVICE_CONTEXT, type ServiceContext, type ServiceDefinition } from '@oneway/service-kit';
import { IDENTITY_DEPS, type IdentityDeps } from './application/identity-deps.js';
import { usersProjection } from './application/projections/users.projection.js';
import { verificationProjection } from './application/projections/verification.projection.js';
import { handleVerificationWebhook } from './application/verification/verification.handlers.js';
import { StripeIdentityProvider } from './infrastructure/verification/stripe-identity-provider.js';
import { TestModeVerificationProvider } from './infrastructure/verification/test-mode-verification-provider.js';
import { identityConfigSchema, type IdentityConfig } from './config.js';
import { AccessTokenIssuer } from './infrastructure/crypto/access-token-issuer.js';
import { PasswordHasher } from './infrastructure/crypto/password-hasher.js';
import { OutboundEmailSender } from './infrastructure/mail/outbound-email.sender.js';
import { scheduleCleanup } from './infrastructure/persistence/expired-rows.cleaner.js';
import { createSecurityMetrics } from './infrastructure/security-metrics.js';
import { identityMigrations } from './infrastructure/persistence/identity.migrations.js';
import { seedDemo } from './seed-demo.js';
import { identityFigures } from './application/admin-figures/identity-figures.query.js';

/** Built per started service; tests may pass a clock (`now`) to move time. */
export function identityService(options: { now?: () => Date } = {}): ServiceDefinition<IdentityConfig> {
  let mail: OutboundEmailSender | null = null;
  const buildDeps = (ctx: ServiceContext<IdentityConfig>): IdentityDeps => {
    const c = ctx.config;
    mail = new OutboundEmailSender({
      pool: ctx.pool,
      smtpUrl: c.SMTP_URL,
      from: c.MAIL_FROM,
      pollIntervalMs: c.MAIL_POLL_INTERVAL_MS,
      logger: ctx.logger,
    });
    const verification = c.STRIPE_SECRET_KEY
      ? new StripeIdentityProvider({
          secretKey: c.STRIPE_SECRET_KEY,
          webhookSecret: c.STRIPE_IDENTITY_WEBHOOK_SECRET,
          host: c.STRIPE_API_HOST,
          port: c.STRIPE_API_PORT,
          protocol: c.STRIPE_API_PROTOCOL,
        })
      : new TestModeVerificationProvider(c.STRIPE_IDENTITY_WEBHOOK_SECRET, c.WEB_BASE_URL);
    const deps: IdentityDeps = {
      config: c,
      pool: ctx.pool,
      store: ctx.store,
      projections: ctx.projections,
      hasher: new PasswordHasher({ memoryKib: c.ARGON2_MEMORY_KIB, timeCost: c.ARGON2_TIME_COST }),
      tokens: new AccessTokenIssuer(ctx.pool, {
        issuer: c.JWT_ISSUER,
        audience: c.JWT_AUDIENCE,
        ttlSeconds: c.ACCESS_TOKEN_TTL_SECONDS,
        keyEncryptionKey: c.SIGNING_KEY_ENCRYPTION_KEY
          ? Buffer.from(c.SIGNING_KEY_ENCRYPTION_KEY, 'base64')
          : undefined,
      }),
      mailQueued: () => mail?.kick(),
      logger: ctx.logger,
      security: createSecurityMetrics(ctx.metrics.registry),
      verification,
      now: options.now ?? (() => new Date()),
    };
    // The test mode's signed webhooks go into the very handler Stripe's reach.
    if (verification instanceof TestModeVerificationProvider)
      verification.connect(async (raw, signature) => {
        await handleVerificationWebhook(deps, raw, signature);
      });
    return deps;
  };
  return {
    name: 'identity',
    adminFigures: identityFigures,
    configSchema: identityConfigSchema,
    migrations: identityMigrations,
    projections: () => [usersProjection, verificationProjection],
    appModule: IdentityAppModule,
    providers: [{ provide: IDENTITY_DEPS, inject: [SERVICE_CONTEXT], useFactory: buildDeps }],
    onStart: async (ctx, app) => {
      const deps = app.get<IdentityDeps>(IDENTITY_DEPS);
      if (ctx.config.NODE_ENV === 'production' && !ctx.config.SIGNING_KEY_ENCRYPTION_KEY) {
        ctx.logger.warn(
          'SIGNING_KEY_ENCRYPTION_KEY is not set: the token-signing key rests unencrypted in the database',
        );
      }
      // The signing key exists before the first token is asked for (and before getJwks).
      await deps.tokens.activeKey();
      if (ctx.config.SEED_DEMO === '1') await seedDemo(deps);
      mail!.start();
      const stopCleanup = scheduleCleanup(ctx.pool, ctx.logger, 3600_000, deps.now);
      return async () => {
        stopCleanup();
        await mail!.stop();
      };
    },
  };
}
