import { baseConfigSchema } from '@oneway/service-kit';
import { z } from 'zod';

/** Relay settings on top of the kit's; checked at boot. */
export const relayConfigSchema = baseConfigSchema
  .extend({
    /** How often the storage-expiry sweep runs (ms); 0 turns the repeatable sweep off. */
    RELAY_SWEEP_EVERY_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(60 * 60 * 1000),
    /** 1: demo relay points, staff assignments and stored packages. Refused in production. */
    SEED_DEMO: z.enum(['0', '1']).default('0'),
  })
  .refine((c) => !(c.SEED_DEMO === '1' && c.NODE_ENV === 'production'), {
    path: ['SEED_DEMO'],
    message: 'must not be 1 in production',
  });

export type RelayConfig = z.infer<typeof relayConfigSchema>;
