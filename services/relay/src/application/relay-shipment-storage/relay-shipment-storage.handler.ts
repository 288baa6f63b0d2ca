import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../caller.js';
import { shipmentStorage } from '../inventory/shipment-storage.query.js';
import type { RelayDeps } from '../relay-deps.js';
import { RELAY_DEPS } from '../../relay.tokens.js';
import { RelayShipmentStorageQuery } from './relay-shipment-storage.query.js';

/** Runs RelayShipmentStorageQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(RelayShipmentStorageQuery)
export class RelayShipmentStorageHandler implements IQueryHandler<RelayShipmentStorageQuery> {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  async execute({ request, meta }: RelayShipmentStorageQuery) {
    return shipmentStorage(this.deps.pool, requireActor(meta), request.shipmentId);
  }
}
