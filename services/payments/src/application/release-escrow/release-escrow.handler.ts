import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { paymentErrors, requireStaffAction, shipmentErrors } from '@oneway/contracts';
import { metadataFromRpc } from '@oneway/service-kit';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { requirePaymentView } from '../queries/payment-view.js';
import { findShipment } from '../queries/shipments-view.js';
import { releaseEscrowNow } from '../release-escrow/release-escrow.js';
import { loadSettings } from '../settings/payment-settings.repository.js';
import { ReleaseEscrowCommand } from './release-escrow.command.js';

/** Runs ReleaseEscrowCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(ReleaseEscrowCommand)
export class ReleaseEscrowHandler implements ICommandHandler<ReleaseEscrowCommand> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: ReleaseEscrowCommand) {
    const actor = requireStaffAction(meta, 'escrow.manage');
    const shipment = await findShipment(this.deps.pool, request.shipmentId);
    if (!shipment?.travelerId) throw shipmentErrors.noTraveler();
    const { payoutHoldHours } = await loadSettings(this.deps.pool);
    const metadata = metadataFromRpc(meta, this.deps.clock());
    const released = await releaseEscrowNow(this.deps, {
      shipmentId: request.shipmentId,
      travelerId: shipment.travelerId,
      payoutHoldHours,
      metadata,
      audit: { actor, meta },
    });
    if (!released) throw paymentErrors.alreadyReleased();
    return requirePaymentView(this.deps.store, request.shipmentId);
  }
}
