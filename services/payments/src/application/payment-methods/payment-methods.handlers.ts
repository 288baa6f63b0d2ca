import {
  declineMessageFor,
  type RpcMeta,
  type RpcRequest,
  type paymentsAddPaymentMethodRpc,
  paymentErrors,
  paymentMethodErrors,
  payoutErrors,
} from '@oneway/contracts';
import { handleCommand } from '@oneway/eventstore';
import { metadataFromRpc } from '@oneway/service-kit';
import { paymentMethodDecider, paymentMethodsStreamId } from '../../domain/payment-method/payment-method.decider.js';
import { CardValidationFailed } from '../../infrastructure/providers/test-mode-card-provider.js';
import { requireActor } from '../access.js';
import type { PaymentsDeps } from '../payments-deps.js';
import { claimMethodId, refuseMethodIdOfAnother } from './payment-method-ids.js';

export interface ProjectionWait {
  waitForProjection: (name: string, position: number) => Promise<void>;
}

/**
 * Read-your-writes after a command: the projection is waited on up to what the command wrote,
 * or, for a repeat that wrote nothing (a retry racing its first request, which may have
 * committed a moment ago), up to everything committed by now.
 */
export async function readYourWrites(
  deps: Pick<PaymentsDeps, 'store'> & ProjectionWait,
  projection: string,
  lastPosition: number | null,
): Promise<void> {
  await deps.waitForProjection(projection, lastPosition ?? (await deps.store.headPosition()));
}

const PROJECTION = 'payments-payment-methods';

export async function addPaymentMethod(
  deps: PaymentsDeps & ProjectionWait,
  payload: RpcRequest<typeof paymentsAddPaymentMethodRpc>,
  meta: RpcMeta,
) {
  const actor = requireActor(meta);
  // Another user's id is refused before anything reaches the provider, and again at commit.
  await refuseMethodIdOfAnother(deps.pool, payload.methodId, actor.userId);
  const m = payload.method;
  let kind: 'card' | 'bank_account';
  let providerRef: string;
  let details: {
    brand?: string;
    last4: string;
    expMonth?: number;
    expYear?: number;
    country?: string;
    currency?: string;
    holderName?: string;
  };
  if (m.kind === 'bank_account') {
    kind = 'bank_account';
    if (deps.card.name === 'stripe') {
      // Payouts go only to the Connect account the server created for this user.
      const { rows } = await deps.pool.query<{ account_id: string; country: string }>(
        'SELECT account_id, country FROM payout_accounts WHERE user_id = $1',
        [actor.userId],
      );
      const account = rows[0];
      if (!account) {
        throw paymentMethodErrors.onboardingRequired();
      }
      providerRef = account.account_id;
      details = {
        last4: account.account_id.slice(-4),
        country: account.country,
        currency: m.currency,
        holderName: m.holderName,
      };
    } else {
      providerRef = `ba_test_${m.account}`;
      details = { last4: m.account.slice(-4), country: m.country, currency: m.currency, holderName: m.holderName };
    }
  } else {
    if (m.kind === 'test_card' && deps.card.name !== 'test') {
      throw paymentErrors.rawCardRefused();
    }
    kind = 'card';
    try {
      const saved = await deps.card.saveCard({
        userId: actor.userId,
        paymentMethod: m.kind === 'test_card' ? { kind: 'test_card', ...m.card } : { kind: 'provider_ref', ref: m.ref },
        idempotencyKey: `save-card-${payload.methodId}`,
      });
      providerRef = saved.providerRef;
      details = { brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear };
    } catch (err) {
      if (err instanceof CardValidationFailed) {
        const d = declineMessageFor(err.declineCode);
        throw paymentErrors.cardDeclined(d);
      }
      throw err;
    }
  }
  const r = await handleCommand(
    deps.store,
    paymentMethodDecider,
    paymentMethodsStreamId(actor.userId),
    {
      type: 'add',
      makeDefault: payload.makeDefault,
      userId: actor.userId,
      methodId: payload.methodId,
      kind,
      providerRef,
      details,
    },
    metadataFromRpc(meta, deps.clock()),
    { alongside: (tx) => claimMethodId(tx, payload.methodId, actor.userId) },
  );
  await readYourWrites(deps, PROJECTION, r.lastPosition);
}

export async function removePaymentMethod(deps: PaymentsDeps & ProjectionWait, methodId: string, meta: RpcMeta) {
  const actor = requireActor(meta);
  const r = await handleCommand(
    deps.store,
    paymentMethodDecider,
    paymentMethodsStreamId(actor.userId),
    { type: 'remove', userId: actor.userId, methodId },
    metadataFromRpc(meta, deps.clock()),
  );
  await readYourWrites(deps, PROJECTION, r.lastPosition);
}

export async function setDefaultPaymentMethod(deps: PaymentsDeps & ProjectionWait, methodId: string, meta: RpcMeta) {
  const actor = requireActor(meta);
  const r = await handleCommand(
    deps.store,
    paymentMethodDecider,
    paymentMethodsStreamId(actor.userId),
    { type: 'set_default', userId: actor.userId, methodId },
    metadataFromRpc(meta, deps.clock()),
  );
  await readYourWrites(deps, PROJECTION, r.lastPosition);
}

export async function startPayoutOnboarding(
  deps: PaymentsDeps,
  payload: { country: 'US' | 'GB' | 'CA'; returnPath: string },
  meta: RpcMeta,
) {
  const actor = requireActor(meta);
  if (!deps.onboarding) {
    throw payoutErrors.onboardingUnavailable();
  }
  const { rows } = await deps.pool.query<{ account_id: string }>(
    'SELECT account_id FROM payout_accounts WHERE user_id = $1',
    [actor.userId],
  );
  const url = new URL(payload.returnPath, deps.webBaseUrl).toString();
  const result = await deps.onboarding.onboard({
    userId: actor.userId,
    country: payload.country,
    existingAccountId: rows[0]?.account_id ?? null,
    returnUrl: url,
    refreshUrl: url,
  });
  await deps.pool.query(
    `INSERT INTO payout_accounts (user_id, provider, account_id, country) VALUES ($1, 'stripe', $2, $3) ON CONFLICT (user_id) DO NOTHING`,
    [actor.userId, result.accountId, payload.country],
  );
  return result;
}
