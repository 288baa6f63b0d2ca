import { randomUUID } from 'node:crypto';
import { answerClaimRpc, fileClaimRpc, getClaimRpc } from '@oneway/contracts';
import { userOf } from './support/marketplace-e2e.js';
import { marketplaceSuite } from './support/marketplace-suite.js';
import { shipmentBetween } from './support/shipment-between.js';

// A claim id is chosen by the client and claim streams are per shipment: the id is claimed for
// one shipment at filing (decision private-figures-and-claimed-ids), and the claims read model
// changes a claim only from its own shipment's stream.

describe('claims: a client-chosen claim id names one shipment’s claim', () => {
  const suite = marketplaceSuite('marketplace_claims');
  const { call } = suite;

  /** Two delivered shipments, each with its sender and traveler. */
  async function twoDelivered() {
    const [victim, victimTraveler, other, otherTraveler] = [userOf(), userOf(), userOf(), userOf()];
    const [victimShipment, otherShipment] = await Promise.all([
      shipmentBetween(suite, victim, victimTraveler),
      shipmentBetween(suite, other, otherTraveler),
    ]);
    return { victim, victimTraveler, victimShipment, other, otherTraveler, otherShipment };
  }

  it('a claim id already filed on another shipment is refused with 409, and the first claim is unchanged', async () => {
    const { victim, victimTraveler, victimShipment, other, otherTraveler, otherShipment } = await twoDelivered();
    const claimId = randomUUID();
    const filing = {
      claimId,
      shipmentId: victimShipment,
      claimType: 'damaged' as const,
      description: 'The vase arrived in pieces.',
    };
    const filed = await call(victim, fileClaimRpc, filing);

    await expect(
      call(other, fileClaimRpc, {
        claimId,
        shipmentId: otherShipment,
        claimType: 'not_as_described',
        description: 'Filed under somebody else’s claim id.',
      }),
    ).rejects.toMatchObject({ code: 'CLAIM.ID_TAKEN', kind: 'conflict' });
    await expect(
      call(otherTraveler, answerClaimRpc, { claimId, statement: 'Nothing to do with my delivery.' }),
    ).rejects.toMatchObject({ code: 'CLAIM.NOT_FOUND' });

    // The victim's retry files once; both parties still see the claim as it was filed.
    expect(await call(victim, fileClaimRpc, filing)).toEqual(filed);
    expect(await call(victimTraveler, getClaimRpc, { claimId })).toMatchObject({
      shipmentId: victimShipment,
      senderId: victim.userId,
      travelerId: victimTraveler.userId,
      claimType: 'damaged',
      description: 'The vase arrived in pieces.',
      status: 'open',
      travelerStatement: null,
      outcome: null,
    });
    // The other sender can still file their own claim under an id of their own.
    const own = await call(other, fileClaimRpc, {
      claimId: randomUUID(),
      shipmentId: otherShipment,
      claimType: 'damaged',
      description: 'The lid of the box was crushed.',
    });
    expect(own).toMatchObject({ shipmentId: otherShipment, status: 'open' });
  });

  it('an answer and a settlement recorded under the same id on another shipment’s stream leave the claim alone', async () => {
    const { victim, victimShipment, other, otherTraveler, otherShipment } = await twoDelivered();
    const claimId = randomUUID();
    const filed = await call(victim, fileClaimRpc, {
      claimId,
      shipmentId: victimShipment,
      claimType: 'damaged',
      description: 'The vase arrived in pieces.',
    });

    // As a stream written before claim ids were claimed could hold them.
    const parties = { claimId, shipmentId: otherShipment, senderId: other.userId, travelerId: otherTraveler.userId };
    const forged = await suite.service.ctx.store.append({
      streamId: `claim-${otherShipment}`,
      expectedVersion: 0,
      events: [
        {
          type: 'marketplace.claim.filed',
          data: {
            ...parties,
            claimType: 'damaged',
            description: 'Another claim, same id.',
            photoKeys: [],
            deliveredAt: null,
            insuredValue: 0,
          },
        },
        {
          type: 'marketplace.claim.answered',
          data: { ...parties, statement: 'It was fine when I left it.', photoKeys: [] },
        },
        {
          type: 'marketplace.claim.resolved',
          data: {
            ...parties,
            outcome: 'release',
            refundAmount: 0,
            travelerAmount: 1,
            insurancePayout: 0,
            currency: 'GBP',
            reason: 'No damage shown.',
          },
        },
      ],
      metadata: { correlationId: randomUUID(), causationId: null, actorId: null, now: new Date() },
    });
    await suite.service.ctx.projections.waitFor('marketplace.claims', forged.lastPosition);

    expect(await call(victim, getClaimRpc, { claimId })).toEqual(filed);
  });
});
