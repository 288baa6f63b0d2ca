import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireAllowed } from '../authorize.js';
import { reviewVerification } from '../verification/verification.handlers.js';
import { type IdentityDeps, IDENTITY_DEPS } from '../identity-deps.js';
import { ReviewVerificationCommand } from './review-verification.command.js';

/** Runs ReviewVerificationCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(ReviewVerificationCommand)
export class ReviewVerificationHandler implements ICommandHandler<ReviewVerificationCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  async execute({ request, meta }: ReviewVerificationCommand) {
    const account = await requireAllowed(this.deps, meta, 'identity_verifications.review');
    return reviewVerification(this.deps, { userId: account.user_id, role: account.role }, request, meta);
  }
}
