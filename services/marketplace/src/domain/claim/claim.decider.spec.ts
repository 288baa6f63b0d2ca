import { deciderSpecification } from '../../../test/support/decider-specification.js';
import type { ClaimCommand, ClaimableShipment } from './claim.commands.js';
import { claimDecider } from './claim.decider.js';
import type { ClaimEvent } from './claim.state.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const sam = '11111111-1111-4111-8111-111111111111';
const tia = '22222222-2222-4222-8222-222222222222';
const eve = '33333333-3333-4333-8333-333333333333';
const claimId = '44444444-4444-4444-8444-444444444444';
const shipmentId = '55555555-5555-4555-8555-555555555555';
const { given } = deciderSpecification(claimDecider, NOW);

const delivered: ClaimableShipment = {
  exists: true,
  senderId: sam,
  travelerId: tia,
  status: 'completed',
  deliveredAt: new Date('2026-11-23T12:00:00Z'),
  latestDeliveryDate: '2026-11-25',
  paid: true,
  insuredValue: 0,
};
const file = (o: Partial<Extract<ClaimCommand, { type: 'file_claim' }>> = {}): ClaimCommand => ({
  type: 'file_claim',
  claimId,
  shipmentId,
  claimantId: sam,
  claimType: 'damaged',
  description: 'The box arrived crushed and the vase is broken.',
  photoKeys: ['claim-evidence/abc'],
  shipment: delivered,
  now: NOW,
  ...o,
});
const filed: ClaimEvent = {
  type: 'marketplace.claim.filed',
  data: {
    claimId,
    shipmentId,
    senderId: sam,
    travelerId: tia,
    claimType: 'damaged',
    description: 'The box arrived crushed and the vase is broken.',
    photoKeys: ['claim-evidence/abc'],
    deliveredAt: '2026-11-23T12:00:00.000Z',
    insuredValue: 0,
  },
};
const answer = (o: Partial<Extract<ClaimCommand, { type: 'answer_claim' }>> = {}): ClaimCommand => ({
  type: 'answer_claim',
  claimId,
  travelerId: tia,
  statement: 'It was intact when I handed it over; see my photo.',
  photoKeys: [],
  ...o,
});

describe('claim: filing', () => {
  it('the sender files a damaged claim with a photo within 48 hours of delivery', () => {
    given().when(file()).then([filed]);
  });
  it("a claim on someone else's shipment is refused (403), and so is one on no shipment", () => {
    given()
      .when(file({ claimantId: eve }))
      .thenThrows('CLAIM.NOT_YOUR_SHIPMENT', 'forbidden');
    given()
      .when(file({ shipment: { ...delivered, exists: false } }))
      .thenThrows('CLAIM.NOT_YOUR_SHIPMENT', 'forbidden');
  });
  it('a claim more than 48 hours after delivery is refused (window closed)', () => {
    given()
      .when(file({ now: new Date('2026-11-25T12:00:01Z') }))
      .thenThrows('CLAIM.WINDOW_CLOSED', 'conflict');
    given()
      .when(file({ now: new Date('2026-11-25T12:00:00Z') }))
      .thenEvents();
  });
  it('a shipment that never arrived can be claimed lost only after its latest delivery date', () => {
    const inTransit = { ...delivered, status: 'in_transit', deliveredAt: null };
    given()
      .when(file({ claimType: 'lost', shipment: inTransit, now: new Date('2026-11-25T23:00:00Z') }))
      .thenThrows('CLAIM.TOO_EARLY', 'conflict');
    const [e] = given()
      .when(file({ claimType: 'lost', shipment: inTransit, now: new Date('2026-11-26T00:00:00Z') }))
      .thenEvents();
    expect(e?.data).toMatchObject({ claimType: 'lost', deliveredAt: null });
  });
  it('damaged or not-as-described needs a delivered package', () => {
    given()
      .when(
        file({
          shipment: { ...delivered, status: 'in_transit', deliveredAt: null },
          now: new Date('2026-12-01T00:00:00Z'),
        }),
      )
      .thenThrows('CLAIM.NEEDS_DELIVERY', 'validation');
  });
  it('a claim twice on one shipment is refused (409); the same filing retried files nothing new', () => {
    given(filed).when(file()).then([]);
    given(filed)
      .when(file({ claimId: eve, description: 'Another claim about the same shipment' }))
      .thenThrows('CLAIM.ALREADY_FILED', 'conflict');
  });
  it('a shipment not paid or never carried cannot be claimed on', () => {
    given()
      .when(file({ shipment: { ...delivered, status: 'pending', travelerId: null, deliveredAt: null } }))
      .thenThrows('CLAIM.NOT_CLAIMABLE', 'conflict');
    given()
      .when(file({ shipment: { ...delivered, paid: false } }))
      .thenThrows('CLAIM.NOT_CLAIMABLE', 'conflict');
  });
  it('the description is 10 to 2000 characters and at most 5 photos (fields named)', () => {
    const err = given()
      .when(file({ description: 'broken' }))
      .thenThrows('CLAIM.DESCRIPTION_INVALID', 'validation');
    expect(err.fieldErrors?.[0]?.field).toBe('description');
    given()
      .when(file({ photoKeys: ['a', 'b', 'c', 'd', 'e', 'f'] }))
      .thenThrows('CLAIM.TOO_MANY_PHOTOS', 'validation');
  });
});

describe('claim: the traveler answers, payments settles', () => {
  it('the traveler answers once with their side', () => {
    const [e] = given(filed).when(answer()).thenEvents();
    expect(e).toMatchObject({ type: 'marketplace.claim.answered', data: { travelerId: tia, senderId: sam } });
    given(filed, e!).when(answer()).thenThrows('CLAIM.ALREADY_ANSWERED', 'conflict');
  });
  it('only the traveler answers; the sender or anyone else is refused', () => {
    given(filed)
      .when(answer({ travelerId: sam }))
      .thenThrows('CLAIM.NOT_TRAVELER', 'forbidden');
    given().when(answer()).thenThrows('CLAIM.NOT_FOUND', 'not_found');
  });
  it('the settlement is recorded once with outcome and reason; a resolved claim takes no answer', () => {
    const settle: ClaimCommand = {
      type: 'record_settlement',
      claimId,
      outcome: 'partial_refund',
      refundAmount: 2000,
      travelerAmount: 3000,
      insurancePayout: 0,
      currency: 'USD',
      reason: 'The photos show damage',
    };
    const [resolved] = given(filed).when(settle).thenEvents();
    expect(resolved?.data).toMatchObject({
      outcome: 'partial_refund',
      reason: 'The photos show damage',
      senderId: sam,
    });
    given(filed, resolved!).when(settle).then([]);
    given(filed, resolved!).when(answer()).thenThrows('CLAIM.ALREADY_RESOLVED', 'conflict');
  });
});
