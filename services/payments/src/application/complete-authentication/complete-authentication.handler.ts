import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { completeAuthentication } from '../charge-shipment/charge-shipment.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { CompleteAuthenticationCommand } from './complete-authentication.command.js';

/** Runs CompleteAuthenticationCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(CompleteAuthenticationCommand)
export class CompleteAuthenticationHandler implements ICommandHandler<CompleteAuthenticationCommand> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: CompleteAuthenticationCommand) {
    return completeAuthentication(this.deps, request, meta);
  }
}
