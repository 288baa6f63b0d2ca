import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireSignedIn } from '../authorize.js';
import { startVerification } from '../verification/verification.handlers.js';
import { type IdentityDeps, IDENTITY_DEPS } from '../identity-deps.js';
import { StartVerificationCommand } from './start-verification.command.js';

/** Runs StartVerificationCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(StartVerificationCommand)
export class StartVerificationHandler implements ICommandHandler<StartVerificationCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  async execute({ request, meta }: StartVerificationCommand) {
    void request;
    const account = await requireSignedIn(this.deps, meta);
    return startVerification(this.deps, account.user_id, meta);
  }
}
