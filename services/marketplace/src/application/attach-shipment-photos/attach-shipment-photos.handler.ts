import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '@oneway/eventstore';
import { metadataFromRpc } from '@oneway/service-kit';
import { shipmentDecider, shipmentStreamId } from '../../domain/shipment/shipment.decider.js';
import { requireActor } from '../caller.js';
import { readModelsAt, type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { shipmentForParty } from '../queries/shipment-for-party.query.js';
import { AttachShipmentPhotosCommand } from './attach-shipment-photos.command.js';

/** The sender attaches photos of the package (the gateway stored them and checks who uploaded). */
@CommandHandler(AttachShipmentPhotosCommand)
export class AttachShipmentPhotosHandler implements ICommandHandler<AttachShipmentPhotosCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: AttachShipmentPhotosCommand) {
    const actor = requireActor(meta);
    // Only a party may learn the shipment exists: anyone else is "not found" before any rule.
    await shipmentForParty(this.deps, request.shipmentId, actor.userId);
    const { lastPosition } = await runCommand(this.deps.store, metadataFromRpc(meta, this.deps.now()), (uow) =>
      uow.decide(shipmentDecider, shipmentStreamId(request.shipmentId), {
        type: 'attach_photos',
        actorId: actor.userId,
        photoIds: request.photoIds,
      }),
    );
    await readModelsAt(this.deps, lastPosition);
    return shipmentForParty(this.deps, request.shipmentId, actor.userId);
  }
}
