import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireSignedIn } from '../authorize.js';
import { submitDocuments } from '../verification/verification.handlers.js';
import { type IdentityDeps, IDENTITY_DEPS } from '../identity-deps.js';
import { SubmitVerificationDocumentsCommand } from './submit-verification-documents.command.js';

/** Runs SubmitVerificationDocumentsCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(SubmitVerificationDocumentsCommand)
export class SubmitVerificationDocumentsHandler implements ICommandHandler<SubmitVerificationDocumentsCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  async execute({ request, meta }: SubmitVerificationDocumentsCommand) {
    const account = await requireSignedIn(this.deps, meta);
    return submitDocuments(this.deps, account.user_id, request, meta);
  }
}
