import { randomUUID } from 'node:crypto';
import {
  acceptInterestRpc,
  type Actor,
  approveTripRpc,
  createShipmentRpc,
  createTripRpc,
  escrowHeldV1,
  expressInterestRpc,
  getShipmentRpc,
  listInterestsOnMyShipmentsRpc,
  listMyInterestsRpc,
  rejectInterestRpc,
  type ShipmentView,
  withdrawInterestRpc,
} from '@oneway/contracts';
import { eventually, shipmentRequestBody, tripRequestBody } from '@oneway/testing';
import { userOf } from './support/marketplace-e2e.js';
import { marketplaceSuite } from './support/marketplace-suite.js';

// Interest views say what their caller may do next (issue 9 item 5): the sender accepts once
// the payment is held, or rejects; the traveler withdraws; a closed interest offers nothing.
// Every offered action is then taken through RPC and succeeds.

describe('interest views carry the caller’s allowedActions', () => {
  const suite = marketplaceSuite('marketplace_interest_actions');
  const { call } = suite;
  const sender = userOf();
  const admin = userOf('admin');

  async function interestOn(traveler: Actor) {
    const shipment = await call(sender, createShipmentRpc, shipmentRequestBody());
    const trip = await call(traveler, createTripRpc, tripRequestBody());
    await call(admin, approveTripRpc, { tripId: trip.id });
    const interest = await call(traveler, expressInterestRpc, {
      shipmentId: shipment.id,
      tripId: trip.id,
      message: 'Flying there next week',
    });
    return { shipment, interest };
  }

  const sendersView = async (shipmentId: string) =>
    (await call(sender, listInterestsOnMyShipmentsRpc, { shipmentId })).items[0]!;
  const travelersView = async (traveler: Actor, shipmentId: string) =>
    (await call(traveler, listMyInterestsRpc, {})).items.find((i) => i.shipmentId === shipmentId)!;

  async function holdEscrow(shipment: ShipmentView) {
    await suite.publish(escrowHeldV1, {
      paymentId: randomUUID(),
      shipmentId: shipment.id,
      senderId: shipment.senderId,
      amount: shipment.paymentAmount,
      currency: shipment.currency,
    });
    await eventually(async () =>
      expect((await call(sender, getShipmentRpc, { shipmentId: shipment.id })).escrowStatus).toBe('held'),
    );
  }

  it('an unpaid shipment’s pending interest: the sender may only reject, the traveler may withdraw', async () => {
    const traveler = userOf();
    const { shipment, interest } = await interestOn(traveler);
    expect(interest.allowedActions).toEqual(['withdraw']);
    expect((await sendersView(shipment.id)).allowedActions).toEqual(['reject']);
    expect((await travelersView(traveler, shipment.id)).allowedActions).toEqual(['withdraw']);

    const rejected = await call(sender, rejectInterestRpc, { interestId: interest.id });
    expect(rejected.allowedActions).toEqual([]);
    expect((await travelersView(traveler, shipment.id)).allowedActions).toEqual([]);
  });

  it('once the payment is held the sender is offered accept, and accepting closes the interest for both', async () => {
    const traveler = userOf();
    const { shipment, interest } = await interestOn(traveler);
    await holdEscrow(shipment);
    await eventually(async () => expect((await sendersView(shipment.id)).allowedActions).toEqual(['accept', 'reject']));

    await call(sender, acceptInterestRpc, { interestId: interest.id });
    await eventually(async () => expect((await sendersView(shipment.id)).status).toBe('accepted'));
    expect((await sendersView(shipment.id)).allowedActions).toEqual([]);
    expect((await travelersView(traveler, shipment.id)).allowedActions).toEqual([]);
  });

  it('a withdrawn interest offers nothing to either side', async () => {
    const traveler = userOf();
    const { shipment, interest } = await interestOn(traveler);
    const withdrawn = await call(traveler, withdrawInterestRpc, { interestId: interest.id });
    expect(withdrawn).toMatchObject({ status: 'withdrawn', allowedActions: [] });
    expect((await sendersView(shipment.id)).allowedActions).toEqual([]);
  });
});
