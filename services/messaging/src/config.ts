import { baseConfigSchema } from '@oneway/service-kit';
import { z } from 'zod';

const DEV_UNSUBSCRIBE_SECRET = 'dev-only-unsubscribe-secret-change-me-in-production';

/** Messaging settings on top of the kit's; checked at boot. */
export const messagingConfigSchema = baseConfigSchema
  .extend({
    /** 1: a conversation between the demo accounts alice and bola. Refused in production. */
    SEED_DEMO: z.enum(['0', '1']).default('0'),
    /** Where links in e-mails point (the web app). */
    WEB_BASE_URL: z.url().default('http://localhost:5173'),
    /** Outbound mail; a local catcher listens on 1025 in development. */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().min(3).default('Oneway <no-reply@oneway.local>'),
    /** Signs unsubscribe links (HMAC-SHA256); at least 32 characters, a real secret in production. */
    UNSUBSCRIBE_SECRET: z.string().min(32).default(DEV_UNSUBSCRIBE_SECRET),
    /** A message still unread this long after it arrived is e-mailed (batched per window). */
    MESSAGE_EMAIL_DELAY_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(15 * 60_000),
    /** First retry of a failed e-mail (then exponential), and how many attempts before it is a dead letter. */
    EMAIL_RETRY_DELAY_MS: z.coerce.number().int().min(10).default(5_000),
    EMAIL_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  })
  .refine((c) => !(c.SEED_DEMO === '1' && c.NODE_ENV === 'production'), {
    path: ['SEED_DEMO'],
    message: 'must not be 1 in production',
  })
  .refine((c) => !(c.NODE_ENV === 'production' && c.UNSUBSCRIBE_SECRET === DEV_UNSUBSCRIBE_SECRET), {
    path: ['UNSUBSCRIBE_SECRET'],
    message: 'must be set in production',
  });

export type MessagingConfig = z.infer<typeof messagingConfigSchema>;
