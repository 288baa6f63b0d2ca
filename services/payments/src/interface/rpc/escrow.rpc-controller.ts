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
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetCheckoutQuery } from '../../application/get-checkout/get-checkout.query.js';
import { ChargeShipmentCommand } from '../../application/charge-shipment/charge-shipment.command.js';
import { CompleteAuthenticationCommand } from '../../application/complete-authentication/complete-authentication.command.js';
import { GetPaymentQuery } from '../../application/get-payment/get-payment.query.js';
import { ListMyPaymentsQuery } from '../../application/list-my-payments/list-my-payments.query.js';
import { EscrowOverviewQuery } from '../../application/escrow-overview/escrow-overview.query.js';
import { FreezeEscrowCommand } from '../../application/freeze-escrow/freeze-escrow.command.js';
import { UnfreezeEscrowCommand } from '../../application/unfreeze-escrow/unfreeze-escrow.command.js';
import { RefundEscrowCommand } from '../../application/refund-escrow/refund-escrow.command.js';
import { ReleaseEscrowCommand } from '../../application/release-escrow/release-escrow.command.js';

/** The escrow aggregate: checkout, charge, the payment's view, and finance operations on it (admin only). */
@Controller()
export class EscrowRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(paymentsGetCheckoutRpc)
  getCheckout(@RpcPayload() req: RpcRequest<typeof paymentsGetCheckoutRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetCheckoutQuery(req, meta));
  }

  @Rpc(paymentsChargeShipmentRpc)
  chargeShipment(@RpcPayload() req: RpcRequest<typeof paymentsChargeShipmentRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new ChargeShipmentCommand(req, meta));
  }

  @Rpc(paymentsCompleteAuthenticationRpc)
  completeAuthentication(
    @RpcPayload() req: RpcRequest<typeof paymentsCompleteAuthenticationRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return this.commands.execute(new CompleteAuthenticationCommand(req, meta));
  }

  @Rpc(paymentsGetPaymentRpc)
  getPayment(@RpcPayload() req: RpcRequest<typeof paymentsGetPaymentRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetPaymentQuery(req, meta));
  }

  @Rpc(paymentsListMyPaymentsRpc)
  listMyPayments(@RpcPayload() req: RpcRequest<typeof paymentsListMyPaymentsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new ListMyPaymentsQuery(req, meta));
  }

  @Rpc(paymentsEscrowOverviewRpc)
  escrowOverview(@RpcPayload() req: RpcRequest<typeof paymentsEscrowOverviewRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new EscrowOverviewQuery(req, meta));
  }

  @Rpc(paymentsFreezeEscrowRpc)
  freezeEscrow(@RpcPayload() req: RpcRequest<typeof paymentsFreezeEscrowRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new FreezeEscrowCommand(req, meta));
  }

  @Rpc(paymentsUnfreezeEscrowRpc)
  unfreezeEscrow(@RpcPayload() req: RpcRequest<typeof paymentsUnfreezeEscrowRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new UnfreezeEscrowCommand(req, meta));
  }

  @Rpc(paymentsRefundEscrowRpc)
  refundEscrow(@RpcPayload() req: RpcRequest<typeof paymentsRefundEscrowRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new RefundEscrowCommand(req, meta));
  }

  @Rpc(paymentsReleaseEscrowRpc)
  releaseEscrow(@RpcPayload() req: RpcRequest<typeof paymentsReleaseEscrowRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new ReleaseEscrowCommand(req, meta));
  }
}
