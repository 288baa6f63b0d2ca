import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { startPayoutOnboarding } from '../payment-methods/payment-methods.handlers.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { StartPayoutOnboardingCommand } from './start-payout-onboarding.command.js';

/** Runs StartPayoutOnboardingCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(StartPayoutOnboardingCommand)
export class StartPayoutOnboardingHandler implements ICommandHandler<StartPayoutOnboardingCommand> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: StartPayoutOnboardingCommand) {
    return startPayoutOnboarding(this.deps, request, meta);
  }
}
