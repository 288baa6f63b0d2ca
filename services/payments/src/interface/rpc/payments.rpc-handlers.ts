import {
  DomainError,
  paymentsAddPaymentMethodRpc,
  paymentsChargeShipmentRpc,
  paymentsCompleteAuthenticationRpc,
  paymentsEarningsSeriesRpc,
  paymentsEscrowOverviewRpc,
  paymentsFreezeEscrowRpc,
  paymentsGetCheckoutRpc,
  paymentsGetPaymentRpc,
  paymentsGetSettingsRpc,
  paymentsGetWalletRpc,
  paymentsGetWithdrawalRpc,
  paymentsHandleProviderWebhookRpc,
  paymentsListMyPaymentsRpc,
  paymentsListPaymentMethodsRpc,
  paymentsListWalletTransactionsRpc,
  paymentsListWithdrawalsRpc,
  paymentsPingRpc,
  paymentsRefundEscrowRpc,
  paymentsReleaseEscrowRpc,
  paymentsRemovePaymentMethodRpc,
  paymentsRequestWithdrawalRpc,
  paymentsSetDefaultPaymentMethodRpc,
  paymentsStartPayoutOnboardingRpc,
  paymentsUnfreezeEscrowRpc,
  paymentsUpdateSettingsRpc,
  type PaymentView,
  type RpcMeta,
} from '@oneway/contracts';
import { loadState, readPage } from '@oneway/eventstore';
import { metadataFromRpc, type RpcServer } from '@oneway/service-kit';
import { isStaff, requireActor, requireAdmin } from '../../application/access.js';
import {
  chargeShipment,
  completeAuthentication,
  getCheckout,
} from '../../application/charge-shipment/charge-shipment.handler.js';
import { handleProviderWebhook } from '../../application/handle-provider-webhook/handle-provider-webhook.js';
import {
  addPaymentMethod,
  type ProjectionWait,
  removePaymentMethod,
  setDefaultPaymentMethod,
  startPayoutOnboarding,
} from '../../application/payment-methods/payment-methods.handlers.js';
import {
  findPaymentMethod,
  listPaymentMethods,
  toMethodView,
} from '../../application/payment-methods/payment-methods.queries.js';
import type { PaymentsDeps } from '../../application/payments-deps.js';
import { requirePaymentView } from '../../application/queries/payment-view.js';
import { findShipment } from '../../application/queries/shipments-view.js';
import {
  earningsSeries,
  escrowTotals,
  findWithdrawal,
  listWalletTransactions,
  listWithdrawals,
  stuckWithdrawals,
  walletBalances,
} from '../../application/queries/wallet.queries.js';
import { refundEscrow } from '../../application/refund-escrow/refund-escrow.js';
import { releaseEscrow } from '../../application/release-escrow/release-escrow.js';
import { requestWithdrawal } from '../../application/request-withdrawal/request-withdrawal.handler.js';
import { loadSettings, updateSettings } from '../../application/settings/payment-settings.repository.js';
import { escrowDecider, escrowStreamId } from '../../domain/escrow/escrow.decider.js';
import { walletDecider, walletStreamId } from '../../domain/wallet/wallet.decider.js';
import { runMoneyTransaction } from '../../infrastructure/persistence/money-unit-of-work.js';

const WALLET_PROJECTION = 'payments-wallet';

/** Who may read a payment: its sender, its traveler, staff. */
function assertCanRead(p: PaymentView, meta: RpcMeta, travelerId: string | null) {
  const actor = requireActor(meta);
  if (
    actor.userId === p.senderId ||
    actor.userId === p.receiverId ||
    actor.userId === travelerId ||
    isStaff(actor.role)
  )
    return;
  throw new DomainError('PAYMENT.NOT_FOUND', 'not_found', 'No payment exists for this shipment');
}

/** Binds every payments RPC contract to its use case. */
export function registerPaymentsRpc(rpc: RpcServer, deps: PaymentsDeps & ProjectionWait): void {
  rpc.handle(paymentsPingRpc, async () => ({ service: 'payments' as const }));

  rpc.handle(paymentsGetCheckoutRpc, (p, meta) => getCheckout(deps, p, meta));
  rpc.handle(paymentsChargeShipmentRpc, (p, meta) => chargeShipment(deps, p, meta));
  rpc.handle(paymentsCompleteAuthenticationRpc, (p, meta) => completeAuthentication(deps, p, meta));

  rpc.handle(paymentsGetPaymentRpc, async (p, meta) => {
    const view = await requirePaymentView(deps.store, p.shipmentId);
    assertCanRead(view, meta, (await findShipment(deps.pool, p.shipmentId))?.travelerId ?? null);
    return view;
  });

  rpc.handle(paymentsListMyPaymentsRpc, async (p, meta) => {
    const actor = requireActor(meta);
    const { rows, total } = await readPage<{ shipment_id: string }>(deps.pool, {
      rows: `SELECT shipment_id FROM payments WHERE sender_id = $1 ORDER BY created_at DESC, id LIMIT ${p.pageSize} OFFSET ${(p.page - 1) * p.pageSize}`,
      count: 'SELECT count(*) AS n FROM payments WHERE sender_id = $1',
      params: [actor.userId],
    });
    const items = await Promise.all(rows.map((r) => requirePaymentView(deps.store, r.shipment_id)));
    return { items, total, page: p.page, pageSize: p.pageSize };
  });

  rpc.handle(paymentsGetWalletRpc, async (_p, meta) => {
    const actor = requireActor(meta);
    const [balances, { state }, settings] = await Promise.all([
      walletBalances(deps.pool, actor.userId),
      loadState(deps.store, walletDecider, walletStreamId(actor.userId)),
      loadSettings(deps.pool),
    ]);
    let inFlightWithdrawal = null;
    if (state.inFlightWithdrawalId) {
      const w = state.withdrawals[state.inFlightWithdrawalId]!;
      inFlightWithdrawal = (await findWithdrawal(deps.pool, actor.userId, state.inFlightWithdrawalId)) ?? {
        id: state.inFlightWithdrawalId,
        amount: w.amount,
        currency: w.currency,
        payoutMethodId: w.payoutMethodId,
        status: 'pending' as const,
        payoutId: null,
        failureReason: null,
        createdAt: deps.clock().toISOString(),
        updatedAt: deps.clock().toISOString(),
      };
    }
    return { balances, inFlightWithdrawal, payoutHoldHours: settings.payoutHoldHours };
  });

  rpc.handle(paymentsListWalletTransactionsRpc, async (p, meta) =>
    listWalletTransactions(deps.pool, requireActor(meta).userId, p.page, p.pageSize, p.currency),
  );
  rpc.handle(paymentsEarningsSeriesRpc, async (p, meta) =>
    earningsSeries(deps.pool, requireActor(meta).userId, p.currency, p.days, deps.clock()),
  );

  rpc.handle(paymentsRequestWithdrawalRpc, async (p, meta) => {
    const actor = requireActor(meta);
    const { lastPosition } = await requestWithdrawal(deps, p, meta);
    if (lastPosition !== null) await deps.waitForProjection(WALLET_PROJECTION, lastPosition);
    const w = await findWithdrawal(deps.pool, actor.userId, p.withdrawalId);
    if (!w) throw new DomainError('WITHDRAWAL.NOT_FOUND', 'not_found', 'No such withdrawal');
    return w;
  });
  rpc.handle(paymentsGetWithdrawalRpc, async (p, meta) => {
    const w = await findWithdrawal(deps.pool, requireActor(meta).userId, p.withdrawalId);
    if (!w) throw new DomainError('WITHDRAWAL.NOT_FOUND', 'not_found', 'No such withdrawal');
    return w;
  });
  rpc.handle(paymentsListWithdrawalsRpc, async (p, meta) =>
    listWithdrawals(deps.pool, requireActor(meta).userId, p.page, p.pageSize),
  );

  rpc.handle(paymentsListPaymentMethodsRpc, async (_p, meta) => ({
    items: (await listPaymentMethods(deps.pool, requireActor(meta).userId)).map(toMethodView),
  }));
  rpc.handle(paymentsAddPaymentMethodRpc, async (p, meta) => {
    await addPaymentMethod(deps, p, meta);
    const m = await findPaymentMethod(deps.pool, requireActor(meta).userId, p.methodId);
    if (!m) throw new DomainError('PAYMENT_METHOD.NOT_FOUND', 'not_found', 'This payment method does not exist');
    return toMethodView(m);
  });
  rpc.handle(paymentsStartPayoutOnboardingRpc, (p, meta) => startPayoutOnboarding(deps, p, meta));
  rpc.handle(paymentsRemovePaymentMethodRpc, async (p, meta) => {
    await removePaymentMethod(deps, p.methodId, meta);
    return { removed: true as const };
  });
  rpc.handle(paymentsSetDefaultPaymentMethodRpc, async (p, meta) => {
    await setDefaultPaymentMethod(deps, p.methodId, meta);
    const m = await findPaymentMethod(deps.pool, requireActor(meta).userId, p.methodId);
    if (!m) throw new DomainError('PAYMENT_METHOD.NOT_FOUND', 'not_found', 'This payment method does not exist');
    return toMethodView(m);
  });

  rpc.handle(paymentsHandleProviderWebhookRpc, async (p, meta) => {
    const { duplicate } = await handleProviderWebhook(deps, p.rawBody, p.signature, meta.correlationId);
    return { received: true as const, duplicate };
  });

  // ---- finance operations (admin only)
  rpc.handle(paymentsGetSettingsRpc, async (_p, meta) => {
    requireAdmin(meta);
    return loadSettings(deps.pool);
  });
  rpc.handle(paymentsUpdateSettingsRpc, async (p, meta) => updateSettings(deps.pool, p, requireAdmin(meta).userId));
  rpc.handle(paymentsEscrowOverviewRpc, async (p, meta) => {
    requireAdmin(meta);
    const { totals, ledger } = await escrowTotals(deps.pool);
    const stuckPayouts = await stuckWithdrawals(
      deps.pool,
      new Date(deps.clock().getTime() - p.stuckAfterHours * 3_600_000),
    );
    return { totals, ledger, stuckPayouts };
  });
  rpc.handle(paymentsFreezeEscrowRpc, async (p, meta) => {
    requireAdmin(meta);
    await runMoneyTransaction(deps.store, metadataFromRpc(meta, deps.clock()), (uow) =>
      uow.decide(escrowDecider, escrowStreamId(p.shipmentId), { type: 'freeze', claimId: p.claimId }),
    );
    return requirePaymentView(deps.store, p.shipmentId);
  });
  rpc.handle(paymentsUnfreezeEscrowRpc, async (p, meta) => {
    requireAdmin(meta);
    await runMoneyTransaction(deps.store, metadataFromRpc(meta, deps.clock()), (uow) =>
      uow.decide(escrowDecider, escrowStreamId(p.shipmentId), { type: 'unfreeze', claimId: p.claimId }),
    );
    return requirePaymentView(deps.store, p.shipmentId);
  });
  rpc.handle(paymentsRefundEscrowRpc, async (p, meta) => {
    requireAdmin(meta);
    // The cause names the admin request: a retried request refunds once.
    await refundEscrow(deps, {
      shipmentId: p.shipmentId,
      amount: p.amount,
      cause: `admin-${meta.correlationId}`,
      metadata: metadataFromRpc(meta, deps.clock()),
    });
    return requirePaymentView(deps.store, p.shipmentId);
  });
  rpc.handle(paymentsReleaseEscrowRpc, async (p, meta) => {
    requireAdmin(meta);
    const shipment = await findShipment(deps.pool, p.shipmentId);
    if (!shipment?.travelerId)
      throw new DomainError('SHIPMENT.NO_TRAVELER', 'conflict', 'This shipment has no traveler to release to');
    const { payoutHoldHours } = await loadSettings(deps.pool);
    const metadata = metadataFromRpc(meta, deps.clock());
    await runMoneyTransaction(deps.store, metadata, (uow) =>
      releaseEscrow(uow, { shipmentId: p.shipmentId, travelerId: shipment.travelerId!, payoutHoldHours, metadata }),
    );
    return requirePaymentView(deps.store, p.shipmentId);
  });
}
