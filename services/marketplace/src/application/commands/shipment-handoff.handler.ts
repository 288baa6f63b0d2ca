import {
  type Actor,
  type EventMetadata,
  type HandoffCodeKind,
  type ShipmentView,
  shipmentErrors,
} from '@oneway/contracts';
import { handoffCodeMatches } from '../../infrastructure/crypto/handoff-code.crypto.js';
import { HANDOFF_CODE_POLICY } from '../../domain/handoff/handoff-code-policy.js';
import { shipmentDecider, shipmentStreamId } from '../../domain/shipment/shipment.decider.js';
import type { TrackingNote } from '../../domain/shipment/shipment.commands.js';
import type { ShipmentEvent } from '../../domain/shipment/shipment.state.js';
import { runCommand } from '@oneway/eventstore';
import { readModelsAt, type MarketplaceDeps } from '../marketplace-deps.js';
import { shipmentForParty } from '../queries/shipment-for-party.query.js';
import { loadShipmentForParty } from './shipment-access.js';

/**
 * Pickup (the sender enters the traveler's code) and delivery (the traveler enters the
 * receiver's code). A wrong code is recorded (it counts towards the lock) and then refused.
 */
export async function confirmHandoff(
  deps: MarketplaceDeps,
  actor: Actor,
  kind: HandoffCodeKind,
  input: { shipmentId: string; code: string } & TrackingNote,
  metadata: EventMetadata,
): Promise<ShipmentView> {
  const { events, lastPosition } = await runCommand(deps.store, metadata, async (uow) => {
    await loadShipmentForParty(uow, input.shipmentId, actor.userId);
    const stored = await deps.codes.hashed(uow.tx, input.shipmentId, kind);
    const codeMatches = stored !== null && handoffCodeMatches(input.code, stored);
    const note = { location: input.location ?? null, notes: input.notes ?? null };
    return uow.decide(
      shipmentDecider,
      shipmentStreamId(input.shipmentId),
      kind === 'pickup'
        ? { type: 'confirm_pickup', actorId: actor.userId, codeMatches, ...note }
        : { type: 'confirm_delivery', actorId: actor.userId, codeMatches, ...note },
    );
  });
  const failed = events.find(
    (e): e is Extract<ShipmentEvent, { type: 'marketplace.shipment.handoff_code_failed' }> =>
      e.type === 'marketplace.shipment.handoff_code_failed',
  );
  if (failed) {
    if (failed.data.lockedUntil) throw shipmentErrors.handoffCodeLocked(failed.data.lockedUntil);
    throw shipmentErrors.handoffCodeInvalid(HANDOFF_CODE_POLICY.maxFailedAttempts - failed.data.failedAttempts);
  }
  await readModelsAt(deps, lastPosition);
  return shipmentForParty(deps, input.shipmentId, actor.userId);
}

/** The traveler's own steps: left with the package, reached the destination. */
export async function reportTravelStep(
  deps: MarketplaceDeps,
  actor: Actor,
  step: 'mark_departed' | 'mark_arrived',
  input: { shipmentId: string } & TrackingNote,
  metadata: EventMetadata,
): Promise<ShipmentView> {
  const { lastPosition } = await runCommand(deps.store, metadata, async (uow) => {
    await loadShipmentForParty(uow, input.shipmentId, actor.userId);
    return uow.decide(shipmentDecider, shipmentStreamId(input.shipmentId), {
      type: step,
      actorId: actor.userId,
      location: input.location ?? null,
      notes: input.notes ?? null,
    });
  });
  await readModelsAt(deps, lastPosition);
  return shipmentForParty(deps, input.shipmentId, actor.userId);
}
