import { baseConfigSchema } from '@oneway/service-kit';
import { z } from 'zod';

/** Messaging settings on top of the kit's; checked at boot. */
export const messagingConfigSchema = baseConfigSchema
  .extend({
    /** 1: a conversation between the demo accounts alice and bola. Refused in production. */
    SEED_DEMO: z.enum(['0', '1']).default('0'),
  })
  .refine((c) => !(c.SEED_DEMO === '1' && c.NODE_ENV === 'production'), {
    path: ['SEED_DEMO'],
    message: 'must not be 1 in production',
  });

export type MessagingConfig = z.infer<typeof messagingConfigSchema>;
