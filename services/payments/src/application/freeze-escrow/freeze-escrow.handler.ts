import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireStaffAction } from '@oneway/contracts';
import { metadataFromRpc } from '@oneway/service-kit';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { requirePaymentView } from '../queries/payment-view.js';
import { freezeEscrow } from '../freeze-escrow/freeze-escrow.js';
import { FreezeEscrowCommand } from './freeze-escrow.command.js';

/** Runs FreezeEscrowCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(FreezeEscrowCommand)
export class FreezeEscrowHandler implements ICommandHandler<FreezeEscrowCommand> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: FreezeEscrowCommand) {
    const actor = requireStaffAction(meta, 'escrow.manage');
    await freezeEscrow(this.deps, {
      shipmentId: request.shipmentId,
      claimId: request.claimId,
      metadata: metadataFromRpc(meta, this.deps.clock()),
      audit: { actor, meta },
    });
    return requirePaymentView(this.deps.store, request.shipmentId);
  }
}
