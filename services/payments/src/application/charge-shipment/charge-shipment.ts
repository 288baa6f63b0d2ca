import {
  declineMessageFor,
  type PaymentView,
  type RpcMeta,
  type RpcRequest,
  type RpcResponse,
  type paymentsChargeShipmentRpc,
  type paymentsCompleteAuthenticationRpc,
  type paymentsGetCheckoutRpc,
  paymentErrors,
  paymentMethodErrors,
  shipmentErrors,
} from '@oneway/contracts';
import { metadataFromRpc } from '@oneway/service-kit';
import { escrowDecider, escrowStreamId } from '../../domain/escrow/escrow.decider.js';
import type { EscrowState } from '../../domain/escrow/escrow.state.js';
import { priceBreakdown } from '../../domain/pricing/price-breakdown.js';
import { runMoneyTransaction } from '../../infrastructure/persistence/money-unit-of-work.js';
import type { IntentResult, PaymentMethodInput } from '../../infrastructure/providers/card-provider.port.js';
import { requireActor } from '../access.js';
import type { PaymentsDeps } from '../payments-deps.js';
import { findPaymentMethod, findDefaultMethod, toMethodView } from '../payment-methods/payment-methods.queries.js';
import { loadEscrow, requirePaymentView, viewOfHistory } from '../queries/payment-view.js';
import { getShipment, shipmentNotFound } from '../queries/shipments-view.js';
import { loadSettings } from '../settings/payment-settings.repository.js';
import { applyIntentOutcome, initiateOrRevise } from './apply-intent-outcome.js';
import { chargeTotal, paymentIdFor, termsMetadata, termsOf, type ChargeTerms } from './charge-terms.js';

type ChargeResult = RpcResponse<typeof paymentsChargeShipmentRpc>;

async function senderShipment(deps: PaymentsDeps, shipmentId: string, meta: RpcMeta) {
  const actor = requireActor(meta);
  const shipment = await getShipment(deps.pool, shipmentId);
  // Someone else's shipment answers exactly like a missing one: a guessed id learns nothing.
  if (shipment.senderId !== actor.userId) throw shipmentNotFound();
  if (shipment.status === 'cancelled') throw shipmentErrors.cancelled();
  return { actor, shipment };
}

export async function getCheckout(
  deps: PaymentsDeps,
  payload: RpcRequest<typeof paymentsGetCheckoutRpc>,
  meta: RpcMeta,
): Promise<RpcResponse<typeof paymentsGetCheckoutRpc>> {
  const { actor, shipment } = await senderShipment(deps, payload.shipmentId, meta);
  const existing = await loadEscrow(deps.store, shipment.shipmentId);
  // What the next charge holds: the listing's terms until money is held (or a 3-D Secure
  // challenge is open for the terms it was started with), then the payment's own.
  const breakdown =
    existing.status !== 'none' && !takesListingTerms(existing)
      ? {
          currency: existing.currency,
          amount: existing.amount,
          platformFee: existing.platformFee,
          insurancePremium: existing.insurancePremium,
          total: existing.total,
        }
      : priceBreakdown(shipment, await loadSettings(deps.pool), payload.insured);
  const card = await findDefaultMethod(deps.pool, actor.userId, 'card');
  return {
    shipmentId: shipment.shipmentId,
    breakdown,
    payment: existing.status === 'none' ? null : await requirePaymentView(deps.store, shipment.shipmentId),
    mode: deps.card.name,
    publishableKey: deps.publishableKey,
    defaultCard: card ? toMethodView(card) : null,
  };
}

async function resolveMethod(
  deps: PaymentsDeps,
  userId: string,
  method: RpcRequest<typeof paymentsChargeShipmentRpc>['method'],
): Promise<PaymentMethodInput> {
  switch (method.kind) {
    case 'test_card':
      if (deps.card.name !== 'test') {
        throw paymentErrors.rawCardRefused();
      }
      return { kind: 'test_card', ...method.card };
    case 'provider_ref':
      return { kind: 'provider_ref', ref: method.ref };
    case 'saved':
    case 'default': {
      const saved =
        method.kind === 'saved'
          ? await findPaymentMethod(deps.pool, userId, method.methodId)
          : await findDefaultMethod(deps.pool, userId, 'card');
      if (!saved || saved.type !== 'card') {
        throw paymentMethodErrors.notFound(method.kind === 'default' ? 'default' : 'given');
      }
      return { kind: 'provider_ref', ref: saved.providerRef };
    }
  }
}

/**
 * Pays a shipment into escrow: terms fixed (a pending payment keeps its own; a new one gets the
 * id derived from the shipment) → provider intent → one transaction with `initiated` (if new),
 * the intent and its outcome. The intent's metadata carries the terms, so the webhook can record
 * the payment too if this reply never does.
 */
export async function chargeShipment(
  deps: PaymentsDeps,
  payload: RpcRequest<typeof paymentsChargeShipmentRpc>,
  meta: RpcMeta,
): Promise<ChargeResult> {
  // Three independent reads side by side; nothing of the escrow or the settings is used (or
  // told) unless the shipment is the caller's.
  const [{ actor, shipment }, current, settings] = await Promise.all([
    senderShipment(deps, payload.shipmentId, meta),
    loadEscrow(deps.store, payload.shipmentId),
    loadSettings(deps.pool),
  ]);
  if (current.status !== 'none' && current.status !== 'pending') return result(deps, shipment.shipmentId, null);

  // A new payment, or a retry after a decline, charges the listing's current terms (the
  // sender may have changed the price since: decision payments-price-follows-listing-edits).
  const kept = termsOf(current);
  const terms: ChargeTerms =
    kept && !takesListingTerms(current)
      ? kept
      : {
          paymentId: paymentIdFor(shipment.shipmentId),
          shipmentId: shipment.shipmentId,
          senderId: actor.userId,
          provider: deps.card.name,
          ...kept,
          ...priceBreakdownTerms(priceBreakdown(shipment, settings, payload.insured)),
        };
  const attempts = current.status === 'pending' ? current.attempts : 0;

  const paymentMethod = await resolveMethod(deps, actor.userId, payload.method);
  const intent = await deps.card.createPaymentIntent({
    amount: chargeTotal(terms),
    currency: terms.currency,
    // One key per payment and form submission: a double click or a retry charges once.
    idempotencyKey: `charge-${terms.paymentId}-${payload.idempotencyKey}`,
    paymentMethod,
    metadata: termsMetadata(terms),
    description: `Oneway shipment ${shipment.shipmentId}`,
  });
  const payment = await recordIntent(deps, meta, shipment.shipmentId, intent, attempts + 1, terms);
  return result(deps, shipment.shipmentId, intent, payment);
}

/** No payment yet, or a pending one whose last attempt is over (declined, or never answered). */
const takesListingTerms = (state: EscrowState): boolean =>
  state.status === 'none' || (state.status === 'pending' && !state.awaitingAuthentication);

const priceBreakdownTerms = (b: ReturnType<typeof priceBreakdown>) => ({
  currency: b.currency,
  amount: b.amount,
  platformFee: b.platformFee,
  insurancePremium: b.insurancePremium,
});

export async function completeAuthentication(
  deps: PaymentsDeps,
  payload: RpcRequest<typeof paymentsCompleteAuthenticationRpc>,
  meta: RpcMeta,
): Promise<ChargeResult> {
  const { shipment } = await senderShipment(deps, payload.shipmentId, meta);
  const state = await loadEscrow(deps.store, shipment.shipmentId);
  if (state.status === 'none') throw paymentErrors.notFound();
  if (state.status !== 'pending' || !state.intentId) return result(deps, shipment.shipmentId, null);
  const intent = await deps.card.completeAuthentication(state.intentId, payload.outcome);
  const payment = await recordIntent(deps, meta, shipment.shipmentId, intent, state.attempts);
  return result(deps, shipment.shipmentId, intent, payment);
}

/** Records the intent and its outcome; returns the payment as the unit committed it. */
async function recordIntent(
  deps: PaymentsDeps,
  meta: RpcMeta,
  shipmentId: string,
  intent: IntentResult,
  attempt: number,
  terms: ChargeTerms | null = null,
): Promise<PaymentView> {
  const stream = escrowStreamId(shipmentId);
  // The provider's webhook for this intent arrives now too: queue behind it (or it behind us)
  // rather than race it on the escrow's version and redo the whole unit. The escrow is read
  // in the round trip that takes the lock; the appends and the charge's posting ride in the
  // COMMIT's: two round trips in all.
  const options = { serializeOn: [stream], prefetch: [stream], oneTripCommit: true };
  const { value } = await runMoneyTransaction(
    deps.store,
    metadataFromRpc(meta, deps.clock()),
    async (uow) => {
      if (terms) await initiateOrRevise(uow, terms);
      await uow.decide(escrowDecider, stream, {
        type: 'record_intent',
        intentId: intent.intentId,
        attempt: Math.max(1, attempt),
      });
      // The amount is checked on both paths: a completed challenge whose intent was made for
      // other terms than the escrow's is not held at the escrow's (its webhook refunds it).
      await applyIntentOutcome(uow, shipmentId, intent);
      // The reply's view from what the unit read and decided: no read of the stream after COMMIT.
      return viewOfHistory(await uow.load(escrowDecider, stream), uow.history(stream));
    },
    options,
  );
  return value;
}

async function result(
  deps: PaymentsDeps,
  shipmentId: string,
  intent: IntentResult | null,
  committed?: PaymentView,
): Promise<ChargeResult> {
  const payment = committed ?? (await requirePaymentView(deps.store, shipmentId));
  if (payment.status !== 'pending') return { outcome: 'succeeded', payment, nextAction: null, decline: null };
  const status =
    intent?.status ??
    (payment.awaitingAuthentication ? 'requires_action' : payment.lastDeclineCode ? 'failed' : 'processing');
  if (status === 'requires_action') {
    return {
      outcome: 'requires_action',
      payment,
      nextAction: {
        type: 'authenticate',
        intentId: intent?.intentId ?? payment.providerIntentId ?? '',
        clientSecret: intent?.clientSecret ?? null,
      },
      decline: declineMessageFor('authentication_required'),
    };
  }
  if (status === 'failed') {
    return {
      outcome: 'declined',
      payment,
      nextAction: null,
      decline: declineMessageFor(intent?.declineCode ?? payment.lastDeclineCode),
    };
  }
  return { outcome: status === 'succeeded' ? 'succeeded' : 'processing', payment, nextAction: null, decline: null };
}
