import { baseConfigSchema } from '@oneway/service-kit';
import { z } from 'zod';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const identityConfigSchema = baseConfigSchema
  .extend({
    /** Where links in e-mails point (the web app). */
    WEB_BASE_URL: z.url().default('http://localhost:5173'),
    /** Outbound mail; a local catcher listens on 1025 in development. */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().min(3).default('Oneway <no-reply@oneway.local>'),
    MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
    JWT_ISSUER: z.string().min(1).default('oneway-identity'),
    JWT_AUDIENCE: z.string().min(1).default('oneway-api'),
    ACCESS_TOKEN_TTL_SECONDS: seconds(15 * 60),
    /** A refresh token lives this long unless rotated first (sliding). */
    REFRESH_TOKEN_TTL_SECONDS: seconds(30 * 24 * 3600),
    /**
     * A rotated refresh token presented again within this many seconds is a race of the same
     * browser (a page left while its refresh was in flight never stored the new cookie), not a
     * theft: it gets a new token in the same session. Later, reuse revokes the session.
     */
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    /** Hard limit of a session however often it is refreshed: then the user signs in again. */
    SESSION_MAX_AGE_SECONDS: seconds(90 * 24 * 3600),
    EMAIL_VERIFICATION_TTL_SECONDS: seconds(24 * 3600),
    PASSWORD_RESET_TTL_SECONDS: seconds(3600),
    /** OWASP floor is 19456 KiB / t=2 / p=1; stronger settings are accepted, weaker are not. */
    ARGON2_MEMORY_KIB: z.coerce.number().int().min(19456).default(19456),
    ARGON2_TIME_COST: z.coerce.number().int().min(2).default(2),
    /**
     * 32 random bytes, base64: encrypts the token-signing key at rest (AES-256-GCM). Optional
     * in development; set it in production (a warning is logged when it is missing there).
     */
    SIGNING_KEY_ENCRYPTION_KEY: z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
      .optional(),
    /** `1` creates the demo accounts at boot (refused when NODE_ENV=production). */
    SEED_DEMO: z.enum(['0', '1']).default('0'),
    /** With it, identity verification goes through Stripe Identity; without, the built-in test mode. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** Verifies Stripe Identity webhooks (the test mode signs its own with it too). */
    STRIPE_IDENTITY_WEBHOOK_SECRET: z.string().min(8).default('whsec_identity_test_mode_local'),
    /** Stripe API host override (a local stand-in in tests). */
    STRIPE_API_HOST: z.string().optional(),
    STRIPE_API_PORT: z.coerce.number().int().optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  })
  .refine((c) => !(c.NODE_ENV === 'production' && c.SEED_DEMO === '1'), {
    path: ['SEED_DEMO'],
    message: 'is refused in production (demo accounts have published passwords)',
  });

export type IdentityConfig = z.infer<typeof identityConfigSchema>;
