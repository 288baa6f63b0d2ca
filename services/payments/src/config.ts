import { baseConfigSchema } from '@oneway/service-kit';
import { z } from 'zod';

/**
 * Stripe mode needs both keys; with neither, the service runs in test mode. Half a
 * configuration is refused at boot rather than guessed at.
 */
export const paymentsConfigSchema = baseConfigSchema
  .extend({
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
    /** Only for a local stand-in of the Stripe API (contract tests). */
    STRIPE_API_HOST: z.string().optional(),
    STRIPE_API_PORT: z.coerce.number().int().positive().optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    /** Where the web app lives: Stripe onboarding returns there. */
    WEB_BASE_URL: z.url().default('http://localhost:3000'),
    /** Test mode signs its webhooks with this; any value works, it never leaves the process. */
    TEST_MODE_WEBHOOK_SECRET: z.string().min(8).default('whsec_oneway_test_mode'),
    PAYOUT_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** How long a job's lock lives; a worker that died is noticed after about this long. */
    JOB_LOCK_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  })
  .refine((c) => Boolean(c.STRIPE_SECRET_KEY) === Boolean(c.STRIPE_WEBHOOK_SECRET), {
    message: 'set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither (test mode)',
    path: ['STRIPE_WEBHOOK_SECRET'],
  });

export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
