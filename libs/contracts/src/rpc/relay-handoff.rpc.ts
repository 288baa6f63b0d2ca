import { z } from 'zod';
import { handoffCodeKindSchema } from '../events/marketplace/marketplace-values.js';
import { defineRpc } from './define-rpc.js';

/**
 * Service to service, never routed by the gateway: the relay service asks the marketplace
 * whether the 6-digit code a collector gave matches the shipment's pickup or delivery code.
 * The marketplace counts a wrong code against the same lock as a direct handoff
 * (`HANDOFF.CODE_INVALID` 400, `HANDOFF.CODE_LOCKED` 429) and changes nothing on a match:
 * the lifecycle step follows from the relay's `relay.package.released` event.
 * Only a `relay_staff` actor may ask (decision relay-handoff-codes).
 */
export const verifyRelayHandoffCodeRpc = defineRpc({
  name: 'marketplace.relay_handoff.verify_code',
  request: z.object({
    shipmentId: z.uuid(),
    kind: handoffCodeKindSchema,
    code: z.string().max(20),
    relayPointId: z.uuid(),
  }),
  response: z.object({ verified: z.literal(true) }),
});
