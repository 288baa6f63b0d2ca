import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireSignedIn } from '../authorize.js';
import { chooseTestOutcome } from '../verification/verification.handlers.js';
import { type IdentityDeps, IDENTITY_DEPS } from '../identity-deps.js';
import { ChooseTestVerificationOutcomeCommand } from './choose-test-verification-outcome.command.js';

/** Runs ChooseTestVerificationOutcomeCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(ChooseTestVerificationOutcomeCommand)
export class ChooseTestVerificationOutcomeHandler implements ICommandHandler<ChooseTestVerificationOutcomeCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  async execute({ request, meta }: ChooseTestVerificationOutcomeCommand) {
    const account = await requireSignedIn(this.deps, meta);
    return chooseTestOutcome(this.deps, account.user_id, request.sessionId, request.outcome);
  }
}
