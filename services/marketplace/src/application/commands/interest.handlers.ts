import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type EventMetadata,
  type InterestView,
  type ShipmentView,
  interestErrors,
  shipmentErrors,
  tripErrors,
} from '@oneway/contracts';
import { shipmentDecider, shipmentStreamId } from '../../domain/shipment/shipment.decider.js';
import { tripDecider, tripStreamId } from '../../domain/trip/trip.decider.js';
import { matchableTrip } from '../../domain/trip/trip.state.js';
import { type CommandUnit, runCommand } from '@oneway/eventstore';
import { readModelsAt, type MarketplaceDeps } from '../marketplace-deps.js';
import { interestForParty } from '../queries/interest-views.query.js';
import { shipmentForParty } from '../queries/shipment-for-party.query.js';

const shipmentNotFound = () => shipmentErrors.notFound();

async function loadTrip(uow: CommandUnit, tripId: string) {
  const trip = await uow.load(tripDecider, tripStreamId(tripId));
  if (trip.status === 'absent') throw tripErrors.notFound();
  return trip;
}

/** A traveler shows interest in a pending shipment with one of their compatible active trips. */
export async function expressInterest(
  deps: MarketplaceDeps,
  actor: Actor,
  input: { shipmentId: string; tripId: string; message: string },
  metadata: EventMetadata,
): Promise<InterestView> {
  const interestId = randomUUID();
  const { lastPosition } = await runCommand(deps.store, metadata, async (uow) => {
    const shipment = await uow.load(shipmentDecider, shipmentStreamId(input.shipmentId));
    // Travelers see a shipment only while it is pending; past that it exists only for its parties.
    if (
      shipment.status === 'absent' ||
      (shipment.status !== 'pending' &&
        shipment.senderId !== actor.userId &&
        shipment.match?.travelerId !== actor.userId)
    ) {
      throw shipmentNotFound();
    }
    const trip = await loadTrip(uow, input.tripId);
    if (trip.travelerId !== actor.userId) throw tripErrors.notFound();
    await uow.decide(shipmentDecider, shipmentStreamId(input.shipmentId), {
      type: 'express_interest',
      interestId,
      travelerId: actor.userId,
      message: input.message,
      trip: matchableTrip(trip),
    });
  });
  await readModelsAt(deps, lastPosition);
  return interestForParty(deps.pool, interestId, actor.userId);
}

async function shipmentOfInterest(deps: MarketplaceDeps, interestId: string, userId: string): Promise<string> {
  return (await interestForParty(deps.pool, interestId, userId)).shipmentId;
}

/** The traveler withdraws their interest, or the sender rejects it: one command on its shipment. */
async function closeInterest(
  deps: MarketplaceDeps,
  actor: Actor,
  interestId: string,
  metadata: EventMetadata,
  type: 'withdraw_interest' | 'reject_interest',
): Promise<InterestView> {
  const shipmentId = await shipmentOfInterest(deps, interestId, actor.userId);
  const { lastPosition } = await runCommand(deps.store, metadata, (uow) =>
    uow.decide(shipmentDecider, shipmentStreamId(shipmentId), { type, interestId, actorId: actor.userId }),
  );
  await readModelsAt(deps, lastPosition);
  return interestForParty(deps.pool, interestId, actor.userId);
}

export function withdrawInterest(
  deps: MarketplaceDeps,
  actor: Actor,
  interestId: string,
  metadata: EventMetadata,
): Promise<InterestView> {
  return closeInterest(deps, actor, interestId, metadata, 'withdraw_interest');
}

export function rejectInterest(
  deps: MarketplaceDeps,
  actor: Actor,
  interestId: string,
  metadata: EventMetadata,
): Promise<InterestView> {
  return closeInterest(deps, actor, interestId, metadata, 'reject_interest');
}

/**
 * The sender accepts one interest: in one transaction the shipment is matched (other pending
 * interests rejected), the weight is reserved on the trip and the handoff codes are issued.
 * Two concurrent accepts conflict on the shipment stream; the retry sees the match and is refused.
 */
export async function acceptInterest(
  deps: MarketplaceDeps,
  actor: Actor,
  interestId: string,
  metadata: EventMetadata,
): Promise<ShipmentView> {
  const shipmentId = await shipmentOfInterest(deps, interestId, actor.userId);
  const { lastPosition } = await runCommand(deps.store, metadata, async (uow) => {
    const shipment = await uow.load(shipmentDecider, shipmentStreamId(shipmentId));
    if (shipment.status === 'absent') throw shipmentNotFound();
    const interest = shipment.interests[interestId];
    if (!interest) throw interestErrors.notFound();
    const trip = await loadTrip(uow, interest.tripId);
    await uow.decide(shipmentDecider, shipmentStreamId(shipmentId), {
      type: 'accept_interest',
      interestId,
      actorId: actor.userId,
      trip: matchableTrip(trip),
    });
    await uow.decide(tripDecider, tripStreamId(interest.tripId), {
      type: 'reserve_space',
      shipmentId,
      weightKg: shipment.details!.weightKg,
    });
    uow.alongside((tx) => deps.codes.issue(tx, shipmentId));
  });
  await readModelsAt(deps, lastPosition);
  return shipmentForParty(deps, shipmentId, actor.userId);
}
