import {
  paymentsChargeShipmentRpc,
  paymentsCompleteAuthenticationRpc,
  paymentsEscrowOverviewRpc,
  paymentsFreezeEscrowRpc,
  paymentsGetCheckoutRpc,
  paymentsGetPaymentRpc,
  paymentsListMyPaymentsRpc,
  paymentsRefundEscrowRpc,
  paymentsReleaseEscrowRpc,
  paymentsUnfreezeEscrowRpc,
  type PaymentView,
  type RpcMeta,
  type RpcRequest,
  paymentErrors,
  shipmentErrors,
} from '@oneway/contracts';
import { readPage } from '@oneway/eventstore';
import { metadataFromRpc, Rpc, RpcPayload, RpcCaller } from '@oneway/service-kit';
import { isStaff, requireActor, requireAdmin } from '../../application/access.js';
import {
  chargeShipment,
  completeAuthentication,
  getCheckout,
} from '../../application/charge-shipment/charge-shipment.handler.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../../application/payments-deps.js';
import { requirePaymentView } from '../../application/queries/payment-view.js';
import { findShipment } from '../../application/queries/shipments-view.js';
import { escrowTotals, stuckWithdrawals } from '../../application/queries/wallet.queries.js';
import { refundEscrow } from '../../application/refund-escrow/refund-escrow.js';
import { releaseEscrowNow } from '../../application/release-escrow/release-escrow.js';
import { loadSettings } from '../../application/settings/payment-settings.repository.js';
import { freezeEscrow, unfreezeEscrow } from '../../application/freeze-escrow/freeze-escrow.js';
import { Controller, Inject } from '@nestjs/common';

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
  throw paymentErrors.notFound();
}

/** The escrow aggregate: checkout, charge, the payment's view, and finance operations on it (admin only). */
@Controller()
export class EscrowRpcController {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  @Rpc(paymentsGetCheckoutRpc)
  getCheckout(@RpcPayload() p: RpcRequest<typeof paymentsGetCheckoutRpc>, @RpcCaller() meta: RpcMeta) {
    return getCheckout(this.deps, p, meta);
  }

  @Rpc(paymentsChargeShipmentRpc)
  chargeShipment(@RpcPayload() p: RpcRequest<typeof paymentsChargeShipmentRpc>, @RpcCaller() meta: RpcMeta) {
    return chargeShipment(this.deps, p, meta);
  }

  @Rpc(paymentsCompleteAuthenticationRpc)
  completeAuthentication(
    @RpcPayload() p: RpcRequest<typeof paymentsCompleteAuthenticationRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return completeAuthentication(this.deps, p, meta);
  }

  @Rpc(paymentsGetPaymentRpc)
  async getPayment(@RpcPayload() p: RpcRequest<typeof paymentsGetPaymentRpc>, @RpcCaller() meta: RpcMeta) {
    const view = await requirePaymentView(this.deps.store, p.shipmentId);
    assertCanRead(view, meta, (await findShipment(this.deps.pool, p.shipmentId))?.travelerId ?? null);
    return view;
  }

  @Rpc(paymentsListMyPaymentsRpc)
  async listMyPayments(@RpcPayload() p: RpcRequest<typeof paymentsListMyPaymentsRpc>, @RpcCaller() meta: RpcMeta) {
    const actor = requireActor(meta);
    const { rows, total } = await readPage<{ shipment_id: string }>(this.deps.pool, {
      rows: `SELECT shipment_id FROM payments WHERE sender_id = $1 ORDER BY created_at DESC, id LIMIT ${p.pageSize} OFFSET ${(p.page - 1) * p.pageSize}`,
      count: 'SELECT count(*) AS n FROM payments WHERE sender_id = $1',
      params: [actor.userId],
    });
    const items = await Promise.all(rows.map((r) => requirePaymentView(this.deps.store, r.shipment_id)));
    return { items, total, page: p.page, pageSize: p.pageSize };
  }

  @Rpc(paymentsEscrowOverviewRpc)
  async escrowOverview(@RpcPayload() p: RpcRequest<typeof paymentsEscrowOverviewRpc>, @RpcCaller() meta: RpcMeta) {
    requireAdmin(meta);
    const { totals, ledger } = await escrowTotals(this.deps.pool);
    const stuckPayouts = await stuckWithdrawals(
      this.deps.pool,
      new Date(this.deps.clock().getTime() - p.stuckAfterHours * 3_600_000),
    );
    return { totals, ledger, stuckPayouts };
  }

  @Rpc(paymentsFreezeEscrowRpc)
  async freezeEscrow(@RpcPayload() p: RpcRequest<typeof paymentsFreezeEscrowRpc>, @RpcCaller() meta: RpcMeta) {
    requireAdmin(meta);
    await freezeEscrow(this.deps, {
      shipmentId: p.shipmentId,
      claimId: p.claimId,
      metadata: metadataFromRpc(meta, this.deps.clock()),
    });
    return requirePaymentView(this.deps.store, p.shipmentId);
  }

  @Rpc(paymentsUnfreezeEscrowRpc)
  async unfreezeEscrow(@RpcPayload() p: RpcRequest<typeof paymentsUnfreezeEscrowRpc>, @RpcCaller() meta: RpcMeta) {
    requireAdmin(meta);
    const unfrozen = await unfreezeEscrow(this.deps, {
      shipmentId: p.shipmentId,
      claimId: p.claimId,
      metadata: metadataFromRpc(meta, this.deps.clock()),
    });
    if (!unfrozen) throw paymentErrors.notFrozen();
    return requirePaymentView(this.deps.store, p.shipmentId);
  }

  @Rpc(paymentsRefundEscrowRpc)
  async refundEscrow(@RpcPayload() p: RpcRequest<typeof paymentsRefundEscrowRpc>, @RpcCaller() meta: RpcMeta) {
    requireAdmin(meta);
    // The cause names the admin request: a retried request refunds once.
    const outcome = await refundEscrow(this.deps, {
      shipmentId: p.shipmentId,
      amount: p.amount,
      cause: `admin-${meta.correlationId}`,
      metadata: metadataFromRpc(meta, this.deps.clock()),
    });
    const view = await requirePaymentView(this.deps.store, p.shipmentId);
    // A refund that moves no money says so (issue 10): never a 200 that did nothing.
    if (outcome === 'nothing_to_refund') throw paymentErrors.notRefundable(view.status);
    return view;
  }

  @Rpc(paymentsReleaseEscrowRpc)
  async releaseEscrow(@RpcPayload() p: RpcRequest<typeof paymentsReleaseEscrowRpc>, @RpcCaller() meta: RpcMeta) {
    requireAdmin(meta);
    const shipment = await findShipment(this.deps.pool, p.shipmentId);
    if (!shipment?.travelerId) throw shipmentErrors.noTraveler();
    const { payoutHoldHours } = await loadSettings(this.deps.pool);
    const metadata = metadataFromRpc(meta, this.deps.clock());
    const released = await releaseEscrowNow(this.deps, {
      shipmentId: p.shipmentId,
      travelerId: shipment.travelerId,
      payoutHoldHours,
      metadata,
    });
    if (!released) throw paymentErrors.alreadyReleased();
    return requirePaymentView(this.deps.store, p.shipmentId);
  }
}
