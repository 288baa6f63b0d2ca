import { randomUUID } from 'node:crypto';
import {
  acceptInterestRpc,
  type Actor,
  approveTripRpc,
  confirmDeliveryRpc,
  confirmPickupRpc,
  createShipmentRpc,
  createTripRpc,
  type EventContract,
  escrowHeldV1,
  expressInterestRpc,
  getShipmentRpc,
  markInTransitRpc,
  updateShipmentRpc,
} from '@oneway/contracts';
import { eventually, shipmentRequestBody, tripRequestBody } from '@oneway/testing';
import { callerFor, userOf } from './marketplace-e2e.js';

export interface ShipmentJourneyDeps {
  /** Calls the marketplace as a user, the way the gateway would. */
  call: ReturnType<typeof callerFor>;
  /** Publishes another context's event, as its outbox relay would (payments does not run). */
  publish: (contract: EventContract, data: unknown) => Promise<unknown>;
}

/**
 * A London → Lagos shipment from `sender` carried by `traveler` on an approved trip, with its
 * escrow held, taken as far as `until`: matched, or picked up, in transit and delivered with the
 * codes. Returns the shipment id.
 */
export async function shipmentBetween(
  { call, publish }: ShipmentJourneyDeps,
  sender: Actor,
  traveler: Actor,
  until: 'matched' | 'delivered' = 'delivered',
  /** Listing fields the sender changes after payment started (payments holds the first price). */
  editedBeforeHeld?: Record<string, unknown>,
): Promise<string> {
  const shipment = await call(sender, createShipmentRpc, shipmentRequestBody());
  if (editedBeforeHeld) {
    await call(sender, updateShipmentRpc, { ...shipmentRequestBody(), ...editedBeforeHeld, shipmentId: shipment.id });
  }
  const trip = await call(traveler, createTripRpc, tripRequestBody());
  await call(userOf('admin'), approveTripRpc, { tripId: trip.id });
  const interest = await call(traveler, expressInterestRpc, {
    shipmentId: shipment.id,
    tripId: trip.id,
    message: 'hi',
  });
  await publish(escrowHeldV1, {
    paymentId: randomUUID(),
    shipmentId: shipment.id,
    senderId: sender.userId,
    amount: shipment.paymentAmount,
    currency: shipment.currency,
  });
  await eventually(async () =>
    expect((await call(sender, getShipmentRpc, { shipmentId: shipment.id })).escrowStatus).toBe('held'),
  );
  const matched = await call(sender, acceptInterestRpc, { interestId: interest.id });
  if (until === 'matched') return shipment.id;
  const pickupCode = (await call(traveler, getShipmentRpc, { shipmentId: shipment.id })).pickupCode!;
  await call(sender, confirmPickupRpc, { shipmentId: shipment.id, code: pickupCode });
  await call(traveler, markInTransitRpc, { shipmentId: shipment.id });
  await call(traveler, confirmDeliveryRpc, { shipmentId: shipment.id, code: matched.deliveryCode! });
  return shipment.id;
}
