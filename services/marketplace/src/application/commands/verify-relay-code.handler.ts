import { runCommand } from '@oneway/eventstore';
import {
  type EventMetadata,
  type HandoffCodeKind,
  type RpcMeta,
  shipmentErrors,
  relayPointErrors,
} from '@oneway/contracts';
import { HANDOFF_CODE_POLICY } from '../../domain/handoff/handoff-code-policy.js';
import { handoffCodeMatches } from '../../infrastructure/crypto/handoff-code.crypto.js';
import { shipmentDecider, shipmentStreamId } from '../../domain/shipment/shipment.decider.js';
import type { ShipmentEvent } from '../../domain/shipment/shipment.state.js';
import type { MarketplaceDeps } from '../marketplace-deps.js';

/**
 * The relay service asks whether a collector's code is right (decision relay-handoff-codes).
 * Only relay staff may ask (the relay has already checked their assignment at the point);
 * a wrong code is recorded against the same lock as a direct handoff, then refused.
 */
export async function verifyRelayCode(
  deps: MarketplaceDeps,
  meta: RpcMeta,
  input: { shipmentId: string; kind: HandoffCodeKind; code: string; relayPointId: string },
  metadata: EventMetadata,
): Promise<{ verified: true }> {
  if (meta.actor?.role !== 'relay_staff') throw relayPointErrors.relayStaffOnly();
  const { events } = await runCommand(deps.store, metadata, async (uow) => {
    const stored = await deps.codes.hashed(uow.tx, input.shipmentId, input.kind);
    const codeMatches = stored !== null && handoffCodeMatches(input.code, stored);
    return uow.decide(shipmentDecider, shipmentStreamId(input.shipmentId), {
      type: 'verify_relay_code',
      kind: input.kind,
      relayPointId: input.relayPointId,
      codeMatches,
    });
  });
  const failed = events.find(
    (e): e is Extract<ShipmentEvent, { type: 'marketplace.shipment.handoff_code_failed' }> =>
      e.type === 'marketplace.shipment.handoff_code_failed',
  );
  if (failed) {
    if (failed.data.lockedUntil) throw shipmentErrors.handoffCodeLocked(failed.data.lockedUntil);
    throw shipmentErrors.handoffCodeInvalid(HANDOFF_CODE_POLICY.maxFailedAttempts - failed.data.failedAttempts);
  }
  return { verified: true };
}
