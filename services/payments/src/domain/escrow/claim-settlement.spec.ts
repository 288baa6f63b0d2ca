import { fold } from '@oneway/contracts';
import type { EscrowCommand } from './escrow.commands.js';
import { escrowDecider } from './escrow.decider.js';
import type { EscrowEvent } from './escrow.state.js';

const PAYMENT = '33333333-3333-4333-8333-333333333333';
const SHIPMENT = '11111111-1111-4111-8111-111111111111';
const SENDER = '44444444-4444-4444-8444-444444444444';
const TRAVELER = '22222222-2222-4222-8222-222222222222';
const ADMIN = '55555555-5555-4555-8555-555555555555';
const CLAIM = '66666666-6666-4666-8666-666666666666';
const ref = { paymentId: PAYMENT, shipmentId: SHIPMENT, senderId: SENDER };

const initiated = (insurancePremium = 20): EscrowEvent => ({
  type: 'payments.escrow.initiated',
  data: {
    ...ref,
    currency: 'USD',
    amount: 1000,
    platformFee: 50,
    insurancePremium,
    total: 1050 + insurancePremium,
    provider: 'test',
  },
});
const held: EscrowEvent = {
  type: 'payments.escrow.held',
  data: { ...ref, amount: 1000, currency: 'USD', intentId: 'pi_1' },
};
const released: EscrowEvent = {
  type: 'payments.escrow.released',
  data: { ...ref, travelerId: TRAVELER, amount: 1000, currency: 'USD' },
};
const frozen: EscrowEvent = {
  type: 'payments.escrow.frozen',
  data: { ...ref, claimId: CLAIM, reclaimedFromTravelerId: TRAVELER, reclaimedAmount: 1000 },
};

function given(...events: EscrowEvent[]) {
  const state = fold(escrowDecider, events);
  return (command: EscrowCommand) => () => escrowDecider.decide(command, state, new Date());
}
const settle = (o: Partial<Extract<EscrowCommand, { type: 'settle_claim' }>>): EscrowCommand => ({
  type: 'settle_claim',
  claimId: CLAIM,
  travelerId: TRAVELER,
  outcome: 'partial_refund',
  refundAmount: 400,
  insurancePayout: 0,
  insuredValue: 5000,
  reason: 'Photos show the damage',
  resolvedBy: ADMIN,
  refundId: 're_1',
  ...o,
});
const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { code: string }).code;
  }
  return 'no error';
};

describe('escrow: a claim freezes it, an admin settles it', () => {
  it("a claim after delivery freezes the released escrow, taking back the traveler's pending earnings", () => {
    const [e] = given(
      initiated(),
      held,
      released,
    )({
      type: 'freeze',
      claimId: CLAIM,
      reclaim: { travelerId: TRAVELER, amount: 1000 },
    })();
    expect(e).toEqual(frozen);
    expect(codeOf(given(initiated(), held, released)({ type: 'freeze', claimId: CLAIM }))).toBe('PAYMENT.NOT_HELD');
  });
  it("a partial refund splits what is held: the sender's card refund and the traveler's share", () => {
    const events = given(initiated(), held, released, frozen)(settle({}))();
    expect(events.map((e) => e.type)).toEqual(['payments.escrow.refunded', 'payments.escrow.claim_settled']);
    expect(events[0]?.data).toMatchObject({ amount: 400, full: false, refundId: 're_1' });
    expect(events[1]?.data).toMatchObject({ refundAmount: 400, travelerAmount: 600, outcome: 'partial_refund' });
  });
  it('a release gives the traveler all of it; a full refund gives the sender everything they paid', () => {
    const [release] = given(initiated(), held, frozen)(settle({ outcome: 'release', refundId: null }))();
    expect(release?.data).toMatchObject({ refundAmount: 0, travelerAmount: 1000 });
    const full = given(initiated(), held, frozen)(settle({ outcome: 'full_refund' }))();
    expect(full[1]?.data).toMatchObject({ refundAmount: 1070, travelerAmount: 0 });
  });
  it('a partial refund of all or more than is held, or of nothing, is refused (full refund is its own outcome)', () => {
    for (const refundAmount of [1000, 1001, 0, -5]) {
      expect(codeOf(given(initiated(), held, frozen)(settle({ refundAmount })))).toBe('CLAIM.AMOUNT_EXCEEDS_HELD');
    }
  });
  it('an insurance payout needs insurance and stays within the declared value', () => {
    expect(codeOf(given(initiated(0), held, frozen)(settle({ insurancePayout: 100 })))).toBe(
      'CLAIM.INSURANCE_NOT_ALLOWED',
    );
    expect(codeOf(given(initiated(), held, frozen)(settle({ insurancePayout: 5001 })))).toBe(
      'CLAIM.INSURANCE_NOT_ALLOWED',
    );
    const [, settled] = given(initiated(), held, frozen)(settle({ insurancePayout: 5000 }))();
    expect(settled?.data).toMatchObject({ insurancePayout: 5000 });
  });
  it('only a payment frozen under this claim can be settled, once; a reason is required', () => {
    expect(codeOf(given(initiated(), held)(settle({})))).toBe('CLAIM.ESCROW_NOT_FROZEN');
    const done = given(initiated(), held, frozen)(settle({}))();
    expect(codeOf(given(initiated(), held, frozen, ...done)(settle({ refundId: 're_2' })))).toBe(
      'CLAIM.ESCROW_NOT_FROZEN',
    );
    expect(codeOf(given(initiated(), held, frozen)(settle({ reason: '  ' })))).toBe('CLAIM.REASON_REQUIRED');
  });
});
