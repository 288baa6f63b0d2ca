import {
  type RpcMeta,
  type RpcRequest,
  type paymentsRequestWithdrawalRpc,
  paymentMethodErrors,
  payoutErrors,
} from '@oneway/contracts';
import { claimId, type IdClaims } from '@oneway/eventstore';
import { metadataFromRpc } from '@oneway/service-kit';
import { withdrawalRequestedEntry } from '../../domain/ledger/postings.js';
import { walletDecider, walletStreamId } from '../../domain/wallet/wallet.decider.js';
import { runMoneyTransaction } from '../../infrastructure/persistence/money-unit-of-work.js';
import { requireActor } from '../access.js';
import type { PaymentsDeps } from '../payments-deps.js';
import { findPaymentMethod } from '../payment-methods/payment-methods.queries.js';

/** A client-chosen withdrawal id names one user's withdrawal for ever. */
const WITHDRAWAL_IDS: IdClaims = { table: 'withdrawal_ids', id: 'withdrawal_id', owner: 'user_id' };

/**
 * Withdraws up to the available balance. The wallet stream's version serialises concurrent
 * requests (the loser re-decides and finds one in flight or too little left), and the
 * ledger's row check refuses any overdraw that got past both. The id is claimed for the caller
 * with the request: one that names another user's withdrawal is refused (409), so their ledger
 * entry, read-model rows and payout job are never taken for the caller's.
 */
export async function requestWithdrawal(
  deps: PaymentsDeps,
  payload: RpcRequest<typeof paymentsRequestWithdrawalRpc>,
  meta: RpcMeta,
): Promise<{ lastPosition: number | null }> {
  const actor = requireActor(meta);
  const method = await findPaymentMethod(deps.pool, actor.userId, payload.payoutMethodId);
  if (!method || method.type !== 'bank_account') {
    throw paymentMethodErrors.payoutMethodNotFound();
  }
  const country = String(method.details.country ?? '');
  const currency = String(method.details.currency ?? payload.currency);
  if (currency !== payload.currency) {
    throw payoutErrors.currencyMismatch(currency);
  }
  if (!deps.payouts.providerFor({ country, currency: payload.currency })) {
    throw payoutErrors.unsupportedDestination(country);
  }
  const { lastPosition } = await runMoneyTransaction(deps.store, metadataFromRpc(meta, deps.clock()), async (uow) => {
    const d = await uow.decide(walletDecider, walletStreamId(actor.userId), {
      type: 'request_withdrawal',
      userId: actor.userId,
      withdrawalId: payload.withdrawalId,
      amount: payload.amount,
      currency: payload.currency,
      payoutMethodId: payload.payoutMethodId,
    });
    if (d.events.length) {
      uow.alongside(async (tx) => {
        if (!(await claimId(tx, WITHDRAWAL_IDS, payload.withdrawalId, actor.userId))) {
          throw payoutErrors.withdrawalIdTaken();
        }
      });
      uow.post(
        withdrawalRequestedEntry(
          {
            userId: actor.userId,
            withdrawalId: payload.withdrawalId,
            currency: payload.currency,
            amount: payload.amount,
          },
          { idempotencyKey: `withdrawal:${payload.withdrawalId}`, causationId: meta.correlationId },
        ),
      );
    } else if (!d.before.withdrawals[payload.withdrawalId]) {
      throw new Error('unreachable');
    }
  });
  return { lastPosition };
}
