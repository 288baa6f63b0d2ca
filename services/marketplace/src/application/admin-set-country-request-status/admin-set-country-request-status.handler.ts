import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireAllowed } from '../caller.js';
import { setCountryRequestStatus } from '../commands/country-request.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { AdminSetCountryRequestStatusCommand } from './admin-set-country-request-status.command.js';

/** Runs AdminSetCountryRequestStatusCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(AdminSetCountryRequestStatusCommand)
export class AdminSetCountryRequestStatusHandler implements ICommandHandler<AdminSetCountryRequestStatusCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: AdminSetCountryRequestStatusCommand) {
    return setCountryRequestStatus(
      this.deps,
      requireAllowed(meta, 'country_requests.decide'),
      request.requestId,
      request.status,
      request.note ?? null,
      metadataFromRpc(meta, this.deps.now()),
      meta.ip,
    );
  }
}
