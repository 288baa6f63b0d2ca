import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireAllowed } from '../authorize.js';
import { viewDocument } from '../verification/verification.handlers.js';
import { type IdentityDeps, IDENTITY_DEPS } from '../identity-deps.js';
import { ViewVerificationDocumentCommand } from './view-verification-document.command.js';

/** Runs ViewVerificationDocumentCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(ViewVerificationDocumentCommand)
export class ViewVerificationDocumentHandler implements ICommandHandler<ViewVerificationDocumentCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  async execute({ request, meta }: ViewVerificationDocumentCommand) {
    const account = await requireAllowed(this.deps, meta, 'identity_verifications.review');
    return viewDocument(
      this.deps,
      { userId: account.user_id, role: account.role },
      request.sessionId,
      request.documentId,
      meta,
    );
  }
}
