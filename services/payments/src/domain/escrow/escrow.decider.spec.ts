import { fold } from '@oneway/contracts';
import type { EscrowCommand } from './escrow.commands.js';
import { escrowDecider } from './escrow.decider.js';
import type { EscrowEvent } from './escrow.state.js';

const PAYMENT = '33333333-3333-4333-8333-333333333333';
const SHIPMENT = '11111111-1111-4111-8111-111111111111';
const SENDER = '44444444-4444-4444-8444-444444444444';
const TRAVELER = '22222222-2222-4222-8222-222222222222';
const ref = { paymentId: PAYMENT, shipmentId: SHIPMENT, senderId: SENDER };

const initiated: EscrowEvent = {
  type: 'payments.escrow.initiated',
  data: { ...ref, currency: 'USD', amount: 1000, platformFee: 50, insurancePremium: 20, total: 1070, provider: 'test' },
};
const held: EscrowEvent = {
  type: 'payments.escrow.held',
  data: { ...ref, amount: 1000, currency: 'USD', intentId: 'pi_1' },
};
const frozen: EscrowEvent = { type: 'payments.escrow.frozen', data: { ...ref, claimId: 'claim-1' } };

/** given events, when a command, then the events it decides. */
function given(...events: EscrowEvent[]) {
  const state = fold(escrowDecider, events);
  return { when: (command: EscrowCommand) => () => escrowDecider.decide(command, state, new Date()) };
}

describe('escrow payment decider', () => {
  it('initiating a payment fixes the breakdown and total', () => {
    const events = given().when({
      type: 'initiate',
      ...ref,
      currency: 'USD',
      amount: 1000,
      platformFee: 50,
      insurancePremium: 20,
      provider: 'test',
    })();
    expect(events).toEqual([initiated]);
  });

  it('a second initiate of a pending payment is a no-op; of a held one is refused', () => {
    const cmd: EscrowCommand = {
      type: 'initiate',
      ...ref,
      currency: 'USD',
      amount: 1000,
      platformFee: 50,
      insurancePremium: 20,
      provider: 'test',
    };
    expect(given(initiated).when(cmd)()).toEqual([]);
    expect(given(initiated, held).when(cmd)).toThrow(
      expect.objectContaining({ code: 'PAYMENT.ALREADY_PAID', kind: 'conflict' }),
    );
  });

  it("a retry after a decline takes the listing's new terms; not while 3-D Secure waits, nor once held", () => {
    const revise: EscrowCommand = {
      type: 'revise_terms',
      currency: 'GBP',
      amount: 1400,
      platformFee: 70,
      insurancePremium: 0,
    };
    const declined: EscrowEvent = {
      type: 'payments.escrow.charge_failed',
      data: { paymentId: PAYMENT, intentId: 'pi_1', declineCode: 'card_declined' },
    };
    const revised: EscrowEvent = {
      type: 'payments.escrow.terms_revised',
      data: { ...ref, currency: 'GBP', amount: 1400, platformFee: 70, insurancePremium: 0, total: 1470 },
    };
    expect(given(initiated, declined).when(revise)()).toEqual([revised]);
    const after = fold(escrowDecider, [initiated, declined, revised]);
    expect(after).toMatchObject({ status: 'pending', currency: 'GBP', amount: 1400, total: 1470 });
    // The same terms again decide nothing.
    expect(given(initiated, declined, revised).when(revise)()).toEqual([]);
    const challenged: EscrowEvent = {
      type: 'payments.escrow.authentication_required',
      data: { paymentId: PAYMENT, intentId: 'pi_2' },
    };
    expect(given(initiated, challenged).when(revise)()).toEqual([]);
    expect(given(initiated, held).when(revise)()).toEqual([]);
  });

  it('pending → held when the intent succeeds; the same success again (webhook after reply) holds once', () => {
    expect(given(initiated).when({ type: 'mark_held', intentId: 'pi_1' })()).toEqual([held]);
    expect(given(initiated, held).when({ type: 'mark_held', intentId: 'pi_1' })()).toEqual([]);
  });

  it('a second intent succeeding after the payment is held is refused (never holds twice)', () => {
    expect(given(initiated, held).when({ type: 'mark_held', intentId: 'pi_2' })).toThrow(
      expect.objectContaining({ code: 'PAYMENT.DUPLICATE_CHARGE' }),
    );
  });

  it('a decline keeps the payment pending with its code; a late decline after held changes nothing', () => {
    const failed = given(initiated).when({
      type: 'record_charge_failure',
      intentId: 'pi_0',
      declineCode: 'card_declined',
    })();
    expect(failed).toEqual([
      {
        type: 'payments.escrow.charge_failed',
        data: { paymentId: PAYMENT, intentId: 'pi_0', declineCode: 'card_declined' },
      },
    ]);
    expect(
      given(initiated, held).when({ type: 'record_charge_failure', intentId: 'pi_0', declineCode: 'card_declined' })(),
    ).toEqual([]);
  });

  it('held → released to the traveler for the escrowed amount (fee and premium stay with the platform)', () => {
    expect(given(initiated, held).when({ type: 'release', travelerId: TRAVELER })()).toEqual([
      { type: 'payments.escrow.released', data: { ...ref, travelerId: TRAVELER, amount: 1000, currency: 'USD' } },
    ]);
  });

  it('a repeated delivery releases once', () => {
    const released: EscrowEvent = {
      type: 'payments.escrow.released',
      data: { ...ref, travelerId: TRAVELER, amount: 1000, currency: 'USD' },
    };
    expect(given(initiated, held, released).when({ type: 'release', travelerId: TRAVELER })()).toEqual([]);
  });

  it('a frozen escrow cannot be released while the claim is open', () => {
    expect(given(initiated, held, frozen).when({ type: 'release', travelerId: TRAVELER })).toThrow(
      expect.objectContaining({ code: 'PAYMENT.FROZEN' }),
    );
  });

  it('a full refund gives the sender back everything paid: escrow, fee and premium', () => {
    expect(given(initiated, held).when({ type: 'refund', refundId: 're_1' })()).toEqual([
      {
        type: 'payments.escrow.refunded',
        data: { ...ref, amount: 1070, currency: 'USD', full: true, refundId: 're_1' },
      },
    ]);
  });

  it('a partial refund takes only from escrow, keeps the payment held, and the rest can be released', () => {
    const partial = given(initiated, held, frozen).when({ type: 'refund', amount: 400, refundId: 're_p' })();
    expect(partial).toEqual([
      {
        type: 'payments.escrow.refunded',
        data: { ...ref, amount: 400, currency: 'USD', full: false, refundId: 're_p' },
      },
    ]);
    const state = fold(escrowDecider, [initiated, held, frozen, ...partial]);
    expect(state.status).toBe('held');
    expect(escrowDecider.decide({ type: 'release', travelerId: TRAVELER }, state, new Date())[0]?.data).toMatchObject({
      amount: 600,
    });
  });

  it('a refund larger than what is in escrow is refused', () => {
    expect(given(initiated, held).when({ type: 'refund', amount: 1001, refundId: 'x' })).toThrow(
      expect.objectContaining({ code: 'PAYMENT.INVALID_REFUND_AMOUNT' }),
    );
  });

  it('the same refund (same refund id) applies once', () => {
    const refunded: EscrowEvent = {
      type: 'payments.escrow.refunded',
      data: { ...ref, amount: 400, currency: 'USD', full: false, refundId: 're_p' },
    };
    expect(given(initiated, held, refunded).when({ type: 'refund', amount: 400, refundId: 're_p' })()).toEqual([]);
  });

  it('a released payment cannot be refunded or frozen', () => {
    const released: EscrowEvent = {
      type: 'payments.escrow.released',
      data: { ...ref, travelerId: TRAVELER, amount: 1000, currency: 'USD' },
    };
    expect(given(initiated, held, released).when({ type: 'refund', refundId: 'r' })).toThrow(
      expect.objectContaining({ code: 'PAYMENT.NOT_REFUNDABLE' }),
    );
    expect(given(initiated, held, released).when({ type: 'freeze', claimId: 'c' })).toThrow(
      expect.objectContaining({ code: 'PAYMENT.NOT_HELD' }),
    );
  });

  it('freeze and unfreeze: held → frozen → held, each once', () => {
    expect(given(initiated, held).when({ type: 'freeze', claimId: 'claim-1' })()).toEqual([frozen]);
    expect(given(initiated, held, frozen).when({ type: 'freeze', claimId: 'claim-1' })()).toEqual([]);
    expect(given(initiated, held, frozen).when({ type: 'unfreeze', claimId: 'claim-1' })()).toEqual([
      { type: 'payments.escrow.unfrozen', data: { ...ref, claimId: 'claim-1' } },
    ]);
  });

  it("while a 3-D Secure challenge is open, a late failure of another intent changes nothing; the challenge's own failure is recorded", () => {
    const auth: EscrowEvent = {
      type: 'payments.escrow.authentication_required',
      data: { paymentId: PAYMENT, intentId: 'pi_3ds' },
    };
    const failureOf = (intentId: string) =>
      given(initiated, auth).when({ type: 'record_charge_failure', intentId, declineCode: 'card_declined' })();
    expect(failureOf('pi_old')).toEqual([]);
    expect(failureOf('pi_3ds')).toEqual([
      {
        type: 'payments.escrow.charge_failed',
        data: { paymentId: PAYMENT, intentId: 'pi_3ds', declineCode: 'card_declined' },
      },
    ]);
  });

  it('3-D Secure: authentication required is recorded once per intent', () => {
    const auth: EscrowEvent = {
      type: 'payments.escrow.authentication_required',
      data: { paymentId: PAYMENT, intentId: 'pi_3ds' },
    };
    expect(given(initiated).when({ type: 'require_authentication', intentId: 'pi_3ds' })()).toEqual([auth]);
    expect(given(initiated, auth).when({ type: 'require_authentication', intentId: 'pi_3ds' })()).toEqual([]);
  });

  it('a command on a shipment without payment is not found', () => {
    expect(given().when({ type: 'release', travelerId: TRAVELER })).toThrow(
      expect.objectContaining({ code: 'PAYMENT.NOT_FOUND', kind: 'not_found' }),
    );
  });
});
