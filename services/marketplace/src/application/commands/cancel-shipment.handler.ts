import type { Actor, EventMetadata, ShipmentView } from '@oneway/contracts';
import { shipmentDecider, shipmentStreamId } from '../../domain/shipment/shipment.decider.js';
import { tripDecider, tripStreamId } from '../../domain/trip/trip.decider.js';
import { runCommand } from '@oneway/eventstore';
import { readModelsAt, type MarketplaceDeps } from '../marketplace-deps.js';
import { shipmentForParty } from '../queries/shipment-for-party.query.js';
import { loadShipmentForParty } from './shipment-access.js';

/**
 * The sender cancels before pickup. A matched trip gets its space back and the codes are
 * revoked in the same transaction; payments refunds on `marketplace.shipment.cancelled`.
 */
export async function cancelShipment(
  deps: MarketplaceDeps,
  actor: Actor,
  input: { shipmentId: string; reason?: string | null },
  metadata: EventMetadata,
): Promise<ShipmentView> {
  const { lastPosition } = await runCommand(deps.store, metadata, async (uow) => {
    const shipment = await loadShipmentForParty(uow, input.shipmentId, actor.userId);
    await uow.decide(shipmentDecider, shipmentStreamId(input.shipmentId), {
      type: 'cancel_shipment',
      actorId: actor.userId,
      reason: input.reason?.trim() || null,
    });
    if (shipment.match) {
      await uow.decide(tripDecider, tripStreamId(shipment.match.tripId), {
        type: 'release_space',
        shipmentId: input.shipmentId,
      });
      uow.alongside((tx) => deps.codes.revoke(tx, input.shipmentId));
    }
  });
  await readModelsAt(deps, lastPosition);
  return shipmentForParty(deps, input.shipmentId, actor.userId);
}

/** The matched traveler gives the shipment up before pickup: it is listed again. */
export async function giveUpShipment(
  deps: MarketplaceDeps,
  actor: Actor,
  input: { shipmentId: string; reason?: string | null },
  metadata: EventMetadata,
): Promise<{ ok: true }> {
  const { lastPosition } = await runCommand(deps.store, metadata, async (uow) => {
    const shipment = await loadShipmentForParty(uow, input.shipmentId, actor.userId);
    await uow.decide(shipmentDecider, shipmentStreamId(input.shipmentId), {
      type: 'cancel_match',
      actorId: actor.userId,
      reason: input.reason?.trim() || null,
    });
    await uow.decide(tripDecider, tripStreamId(shipment.match!.tripId), {
      type: 'release_space',
      shipmentId: input.shipmentId,
    });
    uow.alongside((tx) => deps.codes.revoke(tx, input.shipmentId));
  });
  await readModelsAt(deps, lastPosition);
  return { ok: true };
}
