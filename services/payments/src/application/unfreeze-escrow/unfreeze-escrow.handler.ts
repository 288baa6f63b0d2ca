import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { paymentErrors, requireStaffAction } from '@oneway/contracts';
import { metadataFromRpc } from '@oneway/service-kit';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { requirePaymentView } from '../queries/payment-view.js';
import { unfreezeEscrow } from '../freeze-escrow/freeze-escrow.js';
import { UnfreezeEscrowCommand } from './unfreeze-escrow.command.js';

/** Runs UnfreezeEscrowCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(UnfreezeEscrowCommand)
export class UnfreezeEscrowHandler implements ICommandHandler<UnfreezeEscrowCommand> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: UnfreezeEscrowCommand) {
    const actor = requireStaffAction(meta, 'escrow.manage');
    const unfrozen = await unfreezeEscrow(this.deps, {
      shipmentId: request.shipmentId,
      claimId: request.claimId,
      metadata: metadataFromRpc(meta, this.deps.clock()),
      audit: { actor, meta },
    });
    if (!unfrozen) throw paymentErrors.notFrozen();
    return requirePaymentView(this.deps.store, request.shipmentId);
  }
}
