import { paymentErrors } from '@oneway/contracts';
import { escrowDecider, escrowStreamId } from '../../domain/escrow/escrow.decider.js';
import { chargeHeldEntry } from '../../domain/ledger/postings.js';
import type { MoneyUnitOfWork } from '../../infrastructure/persistence/money-unit-of-work.js';
import type { IntentStatus } from '../../infrastructure/providers/card-provider.port.js';
import { chargeTotal, type ChargeTerms } from './charge-terms.js';

/**
 * Records `initiated` with the terms the intent was created for, unless the shipment's payment
 * exists already (a retry, a concurrent charge or the other of reply and webhook came first).
 */
export async function initiateIfNone(uow: MoneyUnitOfWork, terms: ChargeTerms): Promise<void> {
  const stream = escrowStreamId(terms.shipmentId);
  const state = await uow.load(escrowDecider, stream);
  if (state.status === 'none') await uow.decide(escrowDecider, stream, { type: 'initiate', ...terms });
}

/**
 * An attempt's terms: `initiated` for a new payment; for a pending one, the terms this
 * attempt's intent was created for (the decider keeps the old ones while 3-D Secure waits, and
 * the outcome's amount check then refuses a charge for other terms). The reply path always
 * applies them; the webhook path only for an intent that succeeded or asks for 3-D Secure: a
 * late failure of an older intent must not bring back the terms it was made for.
 */
export async function initiateOrRevise(uow: MoneyUnitOfWork, terms: ChargeTerms): Promise<void> {
  const stream = escrowStreamId(terms.shipmentId);
  const state = await uow.load(escrowDecider, stream);
  if (state.status === 'none') {
    await uow.decide(escrowDecider, stream, { type: 'initiate', ...terms });
    return;
  }
  const { currency, amount, platformFee, insurancePremium } = terms;
  await uow.decide(escrowDecider, stream, { type: 'revise_terms', currency, amount, platformFee, insurancePremium });
}

/**
 * Records what the provider says about an intent. Both the synchronous reply and the
 * webhook come through here, in either order and any number of times: the escrow moves
 * once and the charge posts once (its key is per payment: one payment is held once).
 */
export async function applyIntentOutcome(
  uow: MoneyUnitOfWork,
  shipmentId: string,
  outcome: { intentId: string; status: IntentStatus; declineCode: string | null; amount?: number },
): Promise<void> {
  const stream = escrowStreamId(shipmentId);
  switch (outcome.status) {
    case 'succeeded': {
      // Money charged for other terms than the payment's (two first charges of one shipment
      // racing with different options) is not the escrow's: the webhook path refunds it.
      const before = await uow.load(escrowDecider, stream);
      if (before.status === 'pending' && outcome.amount !== undefined && outcome.amount !== chargeTotal(before)) {
        throw paymentErrors.duplicateCharge(outcome.intentId, before.status);
      }
      const d = await uow.decide(escrowDecider, stream, { type: 'mark_held', intentId: outcome.intentId });
      if (d.events.length && d.after.status !== 'none') {
        const p = d.after;
        uow.post(
          chargeHeldEntry(
            {
              shipmentId,
              currency: p.currency,
              amount: p.amount,
              platformFee: p.platformFee,
              insurancePremium: p.insurancePremium,
            },
            { idempotencyKey: `charge-held:${p.paymentId}`, causationId: outcome.intentId },
          ),
        );
      }
      return;
    }
    case 'requires_action': {
      // An open challenge is not taken over by another intent's for other terms: the late
      // webhook of an older attempt (its reply lost) would point the sender at a challenge for
      // an old price, and completing it would hold the new price for money taken at the old.
      const before = await uow.load(escrowDecider, stream);
      if (
        before.status === 'pending' &&
        before.awaitingAuthentication &&
        before.intentId !== outcome.intentId &&
        outcome.amount !== undefined &&
        outcome.amount !== chargeTotal(before)
      )
        return;
      await uow.decide(escrowDecider, stream, { type: 'require_authentication', intentId: outcome.intentId });
      return;
    }
    case 'failed':
      await uow.decide(escrowDecider, stream, {
        type: 'record_charge_failure',
        intentId: outcome.intentId,
        declineCode: outcome.declineCode ?? 'card_declined',
      });
      return;
    case 'processing':
      return;
  }
}
