import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RequestEmailChangeCommand } from './request-email-change.command.js';
import { type RpcMeta, type RpcRequest, type requestEmailChangeRpc, authErrors, userErrors } from '@oneway/contracts';
import { newOpaqueToken } from '../../infrastructure/crypto/opaque-token.js';
import { emailChangeConfirmationEmail, emailChangeNoticeEmail } from '../../infrastructure/mail/email-templates.js';
import { accounts } from '../../infrastructure/persistence/accounts.repository.js';
import { oneTimeTokens } from '../../infrastructure/persistence/one-time-tokens.repository.js';
import { enqueueEmail } from '../../infrastructure/persistence/outbound-emails.repository.js';
import { requireSignedIn } from '../authorize.js';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { readUser } from '../read-user.js';
import { runUserCommand } from '../run-user-command.js';

/**
 * Checks the current password and that no other account signs in with the new address, then
 * mails the confirmation link to the new address and a notice to the current one, in the
 * transaction of the `email_change_requested` event. A newer request voids the older link.
 * The sign-in address changes only when the link is opened (verifyEmail).
 */
export async function requestEmailChange(
  deps: IdentityDeps,
  req: RpcRequest<typeof requestEmailChangeRpc>,
  meta: RpcMeta,
): Promise<{ pendingEmail: string }> {
  const account = await requireSignedIn(deps, meta);
  if (!(await deps.hasher.verify(account.password_hash, req.currentPassword)))
    throw authErrors.currentPasswordIncorrect();
  const newEmail = req.email;
  const holder = await accounts.byEmail(deps.pool, newEmail);
  if (holder && holder.user_id !== account.user_id) throw userErrors.emailTaken();
  const user = await readUser(deps, account.user_id);
  const link = newOpaqueToken();
  await runUserCommand(deps, account.user_id, { type: 'request_email_change', newEmail }, meta, async (tx, { now }) => {
    await oneTimeTokens.voidOpen(tx, account.user_id, 'change_email', now);
    await oneTimeTokens.insert(tx, {
      hash: link.hash,
      userId: account.user_id,
      purpose: 'change_email',
      now,
      ttlSeconds: deps.config.EMAIL_VERIFICATION_TTL_SECONDS,
      newEmail,
    });
    await enqueueEmail(
      tx,
      emailChangeConfirmationEmail({ email: newEmail, fullName: user.fullName }, deps.config.WEB_BASE_URL, link.token),
      now,
    );
    await enqueueEmail(tx, emailChangeNoticeEmail({ email: account.email, fullName: user.fullName }, newEmail), now);
  });
  deps.mailQueued();
  return { pendingEmail: newEmail };
}

/** Runs RequestEmailChangeCommand (dispatched by the RPC controller through the CommandBus). */
@CommandHandler(RequestEmailChangeCommand)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChangeCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: RequestEmailChangeCommand) {
    return requestEmailChange(this.deps, request, meta);
  }
}
