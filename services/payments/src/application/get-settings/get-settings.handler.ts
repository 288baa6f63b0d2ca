import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireStaffAction } from '@oneway/contracts';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { loadSettings } from '../settings/payment-settings.repository.js';
import { GetSettingsQuery } from './get-settings.query.js';

/** Runs GetSettingsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(GetSettingsQuery)
export class GetSettingsHandler implements IQueryHandler<GetSettingsQuery> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ meta }: GetSettingsQuery) {
    requireStaffAction(meta, 'settings.read');
    return loadSettings(this.deps.pool);
  }
}
