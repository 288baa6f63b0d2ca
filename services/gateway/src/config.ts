import { baseConfigSchema } from '@oneway/service-kit/edge';
import { z } from 'zod';

const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/**
 * The gateway's environment, checked before anything connects. It has no database of its
 * own (see docs/decisions/gateway-deny-list.md), so `DATABASE_URL` is not asked for.
 */
export const gatewayConfigSchema = baseConfigSchema
  .omit({ DATABASE_URL: true, DB_POOL_SIZE: true, DB_POOL_MIN: true, HTTP_PORT: true })
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** The web app's origin: the only one CORS lets call the API with credentials. */
    WEB_ORIGIN: z.url().default('http://localhost:5173'),
    /** Built web app (vite `dist`); served with SPA fallback when the folder exists. */
    WEB_DIST: z.string().optional(),
    JWT_ISSUER: z.string().min(1).default('oneway-identity'),
    JWT_AUDIENCE: z.string().min(1).default('oneway-api'),
    /** Accepted clock difference when checking `exp`/`nbf`. */
    JWT_CLOCK_TOLERANCE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    /** Least time between two key fetches triggered by an unknown `kid` (rotation pick-up). */
    JWKS_MIN_REFETCH_SECONDS: z.coerce.number().int().min(0).default(30),
    /** How long the identity service's access tokens live; bounds the deny-list replay. */
    ACCESS_TOKEN_TTL_SECONDS: seconds(15 * 60),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(100 * 1024),
    /**
     * Rate limits (Redis): points per window, per account and per IP. Sign-in counts failed
     * attempts only; the IP ceiling is higher than the account's (several people, one address).
     */
    RATE_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    RATE_LOGIN_PER_IP: z.coerce.number().int().min(1).default(50),
    /** Wrong current passwords per session (change-password) before the session is ended. */
    RATE_CHANGE_PASSWORD_PER_SESSION: z.coerce.number().int().min(1).default(5),
    RATE_CHANGE_PASSWORD_WINDOW_SECONDS: seconds(15 * 60),
    RATE_LOGIN_WINDOW_SECONDS: seconds(15 * 60),
    RATE_RECOVERY_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
    RATE_RECOVERY_PER_IP: z.coerce.number().int().min(1).default(10),
    RATE_RECOVERY_WINDOW_SECONDS: seconds(60 * 60),
    /** Sign-ups (POST /api/register) per IP per window. */
    RATE_REGISTER_PER_IP: z.coerce.number().int().min(1).default(10),
    RATE_REGISTER_WINDOW_SECONDS: seconds(60 * 60),
    /** Country requests (POST /api/country-requests) per IP per window. */
    RATE_COUNTRY_REQUEST_PER_IP: z.coerce.number().int().min(1).default(5),
    RATE_COUNTRY_REQUEST_WINDOW_SECONDS: seconds(60 * 60),
    /**
     * Prometheus scrape token: /metrics on the public port answers only to
     * `Authorization: Bearer <token>`; unset, it is not served there at all (issue 10).
     */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** Redis key prefix, so environments (and test suites) can share one Redis. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[a-z0-9:_-]*$/)
      .default('oneway:gateway:'),
    /** Online presence lifetime in Redis (spec §4: entries expire after 5 minutes). */
    PRESENCE_TTL_SECONDS: seconds(5 * 60),
    /** A typing indicator lasts this long without an update (spec §4: 10 s). */
    TYPING_TTL_SECONDS: seconds(10),
    /** How often expired typing and presence entries are swept (spec §4: every 5 s). */
    REALTIME_SWEEP_MS: z.coerce.number().int().min(100).default(5000),
    /** Open sockets one user may hold across all gateway instances; one more is refused. */
    WS_MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).default(10),
    /**
     * BullMQ queues shown in Bull Board at /ops/queues (comma-separated). Default: payments'
     * release and payout queues, relay's storage-expiry sweep and age queues and messaging's
     * e-mail queue (its failed jobs are the dead letters) under
     * NATS_SUBJECT_PREFIX.
     */
    OPS_QUEUES: z.string().optional(),
    /**
     * Addresses or CIDRs of the proxies in front of the gateway, comma-separated
     * (e.g. `10.0.0.0/8`): X-Forwarded-For is believed only from them. Empty: the socket
     * address is the client (Fastify ignores hop counts, which cannot authenticate a peer).
     */
    TRUST_PROXY: z
      .string()
      .default('')
      .refine(
        (v) => v === '' || v.split(',').every((x) => /^[0-9a-f.:/]+$/i.test(x.trim())),
        'must be comma-separated IP addresses or CIDRs',
      ),
  });

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const isProduction = (config: GatewayConfig) => config.NODE_ENV === 'production';
