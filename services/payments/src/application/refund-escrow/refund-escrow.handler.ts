import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { paymentErrors, requireStaffAction } from '@oneway/contracts';
import { metadataFromRpc } from '@oneway/service-kit';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { requirePaymentView } from '../queries/payment-view.js';
import { refundEscrow } from '../refund-escrow/refund-escrow.js';
import { RefundEscrowCommand } from './refund-escrow.command.js';

/** Runs RefundEscrowCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(RefundEscrowCommand)
export class RefundEscrowHandler implements ICommandHandler<RefundEscrowCommand> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: RefundEscrowCommand) {
    const actor = requireStaffAction(meta, 'escrow.manage');
    // The cause is the client's refund id: a retried request refunds once; another refund of
    // the same amount is another id.
    const outcome = await refundEscrow(this.deps, {
      shipmentId: request.shipmentId,
      amount: request.amount,
      cause: `admin-${request.refundId}`,
      metadata: metadataFromRpc(meta, this.deps.clock()),
      audit: { actor, meta, reason: request.reason },
    });
    const view = await requirePaymentView(this.deps.store, request.shipmentId);
    // A refund that moves no money says so (issue 10): never a 200 that did nothing.
    if (outcome === 'nothing_to_refund') throw paymentErrors.notRefundable(view.status);
    return view;
  }
}
