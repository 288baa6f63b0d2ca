import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { compatibleShipments } from '../queries/matching.query.js';
import { CompatibleShipmentsQuery } from './compatible-shipments.query.js';

/** Runs CompatibleShipmentsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(CompatibleShipmentsQuery)
export class CompatibleShipmentsHandler implements IQueryHandler<CompatibleShipmentsQuery> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: CompatibleShipmentsQuery) {
    return compatibleShipments(this.deps, requireActor(meta).userId, request);
  }
}
