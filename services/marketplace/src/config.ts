import { baseConfigSchema } from '@oneway/service-kit';
import { z } from 'zod';

const DEV_CODE_KEY = 'oneway-dev-handoff-code-key-not-for-production';

/** Marketplace settings on top of the kit's; checked at boot. */
export const marketplaceConfigSchema = baseConfigSchema
  .extend({
    /** Key that seals the handoff codes' display copies. Required in production. */
    HANDOFF_CODE_KEY: z.string().min(32).optional(),
    /** 1: demo shipments and trips for identity's demo accounts. Refused in production. */
    SEED_DEMO: z.enum(['0', '1']).default('0'),
  })
  .transform((c, ctx) => {
    if (!c.HANDOFF_CODE_KEY && c.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['HANDOFF_CODE_KEY'], message: 'is required in production' });
      return z.NEVER;
    }
    if (c.SEED_DEMO === '1' && c.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['SEED_DEMO'], message: 'must not be 1 in production' });
      return z.NEVER;
    }
    return { ...c, HANDOFF_CODE_KEY: c.HANDOFF_CODE_KEY ?? DEV_CODE_KEY };
  });

export type MarketplaceConfig = z.infer<typeof marketplaceConfigSchema>;
