import type { EventData, claimFiledV1 } from '@oneway/contracts';
import type { EventHandler } from '@oneway/eventstore';
import { freezeForClaim } from '../application/claims/freeze-for-claim.js';
import type { PaymentsDeps } from '../application/payments-deps.js';

/** A filed claim freezes its shipment's payment (in the consumer's inbox transaction: once). */
export function marketplaceClaimHandlers(deps: PaymentsDeps): Record<string, EventHandler> {
  return {
    'marketplace.claim.filed': (e, tx) =>
      freezeForClaim(deps, tx, e.data as EventData<typeof claimFiledV1>, {
        correlationId: e.correlationId,
        causationId: e.id,
        actorId: e.actorId,
        now: deps.clock(),
      }),
  };
}
