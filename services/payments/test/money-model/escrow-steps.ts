import type { Currency } from '@oneway/contracts';
import { applyIntentOutcome } from '../../src/application/charge-shipment/apply-intent-outcome.js';
import { releaseEscrow } from '../../src/application/release-escrow/release-escrow.js';
import { escrowDecider, escrowStreamId, refundPlan } from '../../src/domain/escrow/escrow.decider.js';
import { escrowRemaining } from '../../src/domain/escrow/escrow.state.js';
import { refundIssuedEntry } from '../../src/domain/ledger/postings.js';
import { Step, at, share } from './step.js';
import { type Model, type MoneyWorld, idOf } from './world.js';

// Steps on a shipment's payment: listing, charging, the delivered event, refunds, claims.

/** A sender books a traveler for a shipment. */
export class List extends Step {
  constructor(readonly p: { traveler: number; amount: number; currency: Currency }) {
    super();
  }
  async act(m: Model) {
    const [sender, id] = [idOf(++m.seq), idOf(++m.seq)];
    m.shipments.push({
      id,
      sender,
      traveler: at(m.travelers, this.p.traveler),
      amount: this.p.amount,
      currency: this.p.currency,
    });
  }
  toString() {
    return `List(traveler ${this.p.traveler}, ${this.p.amount} ${this.p.currency})`;
  }
}

// Success twice as likely as each other outcome (as in the original generator).
export const CARDS = [
  '4242424242424242',
  '4242424242424242',
  '4000000000000002',
  '4000000000009995',
  '4000002500003155',
];

/** The sender pays: a provider call (maybe asked twice), its reply (maybe lost), maybe 3-D Secure. */
export class Charge extends Step {
  constructor(
    readonly p: {
      shipment: number;
      card: string;
      platformFee: number;
      premium: number;
      askedTwice: boolean;
      replyLost: boolean;
      authentication: 'approve' | 'fail' | null;
    },
  ) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.shipments.length > 0;
  }
  async act(m: Model, w: MoneyWorld) {
    const s = at(m.shipments, this.p.shipment);
    const state = await w.escrow(s.id);
    if (state.status !== 'none' && state.status !== 'pending') return;
    const init = await w.unit((uow) =>
      uow.decide(escrowDecider, escrowStreamId(s.id), {
        type: 'initiate',
        paymentId: idOf(++m.seq),
        shipmentId: s.id,
        senderId: s.sender,
        currency: s.currency,
        amount: s.amount,
        platformFee: this.p.platformFee,
        insurancePremium: this.p.premium,
        provider: 'test',
      }),
    );
    if (init === 'refused' || init.after.status === 'none') return;
    const payment = init.after;
    const request = {
      amount: payment.total,
      currency: payment.currency,
      idempotencyKey: `charge-${payment.paymentId}-${++m.seq}`, // one per form submission
      paymentMethod: { kind: 'test_card' as const, number: this.p.card, expMonth: 12, expYear: 2031, cvc: '123' },
      metadata: {},
    };
    const intent = await w.card.createPaymentIntent(request);
    // A retried request with the same key gets the first intent back, not a second charge.
    if (this.p.askedTwice) await w.card.createPaymentIntent(request);
    const outcome = {
      intentId: intent.intentId,
      status: intent.status as 'succeeded' | 'failed' | 'requires_action',
      declineCode: intent.declineCode,
    };
    m.webhooks.push({ kind: 'intent', shipmentId: s.id, ...outcome });
    if (!this.p.replyLost) {
      await w.unit(async (uow) => {
        await uow.decide(escrowDecider, escrowStreamId(s.id), {
          type: 'record_intent',
          intentId: intent.intentId,
          attempt: payment.attempts + 1,
        });
        await applyIntentOutcome(uow, s.id, outcome);
      });
    }
    if (intent.status === 'requires_action' && this.p.authentication) {
      const done = await w.card.completeAuthentication(intent.intentId, this.p.authentication);
      m.webhooks.push({
        kind: 'intent',
        shipmentId: s.id,
        intentId: done.intentId,
        status: done.status as 'succeeded' | 'failed',
        declineCode: done.declineCode,
      });
    }
  }
  toString() {
    return (
      `Charge(shipment ${this.p.shipment}, card …${this.p.card.slice(-4)}, fee ${this.p.platformFee}, premium ${this.p.premium}` +
      `${this.p.askedTwice ? ', asked twice' : ''}${this.p.replyLost ? ', reply lost' : ''}` +
      `${this.p.authentication ? `, 3DS ${this.p.authentication}` : ''})`
    );
  }
}

/** The marketplace's "delivered" event releases the escrow; the bus may deliver it twice. */
export class Delivered extends Step {
  constructor(readonly p: { shipment: number; twice: boolean }) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.shipments.length > 0;
  }
  async act(m: Model, w: MoneyWorld) {
    const s = at(m.shipments, this.p.shipment);
    for (let i = 0; i < (this.p.twice ? 2 : 1); i++)
      await w.unit((uow) =>
        releaseEscrow(uow, { shipmentId: s.id, travelerId: s.traveler, payoutHoldHours: 72, metadata: uow.metadata }),
      );
  }
  toString() {
    return `Delivered(shipment ${this.p.shipment}${this.p.twice ? ', event delivered twice' : ''})`;
  }
}

/** A full refund, or a partial one (thousandths of what is left in escrow). */
export class Refund extends Step {
  constructor(readonly p: { shipment: number; perMille: number | null }) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.shipments.length > 0;
  }
  async act(m: Model, w: MoneyWorld) {
    const s = at(m.shipments, this.p.shipment);
    const state = await w.escrow(s.id);
    if (state.status !== 'held' && state.status !== 'frozen') return;
    const amount = this.p.perMille === null ? undefined : share(escrowRemaining(state), this.p.perMille);
    const refundId = `re_${++m.seq}`;
    await w.unit(async (uow) => {
      const d = await uow.decide(escrowDecider, escrowStreamId(s.id), { type: 'refund', amount, refundId });
      const e = d.events[0];
      if (e?.type !== 'payments.escrow.refunded' || d.before.status === 'none') return;
      const plan = refundPlan(d.before, amount);
      uow.post(
        refundIssuedEntry(
          {
            shipmentId: s.id,
            currency: e.data.currency,
            fromEscrow: plan.fromEscrow,
            fromFee: plan.fromFee,
            fromInsurance: plan.fromInsurance,
          },
          { idempotencyKey: `refund:${refundId}`, causationId: null },
        ),
      );
      m.refunds.set(refundId, plan.amount);
      m.webhooks.push({ kind: 'refund', shipmentId: s.id, refundId, amount: e.data.amount });
    });
  }
  toString() {
    return `Refund(shipment ${this.p.shipment}, ${this.p.perMille === null ? 'all' : `${this.p.perMille}‰`})`;
  }
}

/** A claim freezes the escrow, or its resolution unfreezes it. */
export class Freeze extends Step {
  constructor(readonly p: { shipment: number; unfreeze: boolean }) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.shipments.length > 0;
  }
  async act(m: Model, w: MoneyWorld) {
    const s = at(m.shipments, this.p.shipment);
    const claimId = `claim-${s.id}`;
    await w.unit((uow) =>
      uow.decide(
        escrowDecider,
        escrowStreamId(s.id),
        this.p.unfreeze ? { type: 'unfreeze', claimId } : { type: 'freeze', claimId },
      ),
    );
  }
  toString() {
    return `${this.p.unfreeze ? 'Unfreeze' : 'Freeze'}(shipment ${this.p.shipment})`;
  }
}
