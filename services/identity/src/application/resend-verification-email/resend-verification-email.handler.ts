import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ResendVerificationEmailCommand } from './resend-verification-email.command.js';
import { type RpcMeta, type RpcRequest, type resendVerificationEmailRpc } from '@oneway/contracts';
import { withTransaction } from '@oneway/eventstore';
import { oneTimeTokens } from '../../infrastructure/persistence/one-time-tokens.repository.js';
import { requireSignedIn } from '../authorize.js';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { accountByIdentifier } from '../login/identifier.js';
import { readUser } from '../read-user.js';
import { queueVerificationLink } from '../verification-link.js';

/**
 * A fresh verification link; older unused links stop working. From the sign-in screen the
 * person names their account by e-mail or username (they cannot sign in yet): the answer is
 * the same for an unknown account, an already verified one and a real resend, and the mail
 * leaves asynchronously, so neither the reply nor its timing tells which. Without a name,
 * it is for the signed-in user. Throttled per account and per IP by the gateway.
 */
export async function resendVerificationEmail(
  deps: IdentityDeps,
  req: RpcRequest<typeof resendVerificationEmailRpc>,
  meta: RpcMeta,
): Promise<{ ok: true }> {
  const userId = req.usernameOrEmail
    ? (await accountByIdentifier(deps.pool, req.usernameOrEmail))?.user_id
    : (await requireSignedIn(deps, meta)).user_id;
  if (!userId) return { ok: true };
  const user = await readUser(deps, userId);
  if (user.emailVerified || user.isBanned) return { ok: true };
  const now = deps.now();
  await withTransaction(deps.pool, async (tx) => {
    await oneTimeTokens.voidOpen(tx, userId, 'verify_email', now);
    await queueVerificationLink(tx, deps, { userId, email: user.email, fullName: user.fullName }, now);
  });
  deps.mailQueued();
  return { ok: true };
}

/** Runs ResendVerificationEmailCommand (dispatched by the RPC controller through the CommandBus). */
@CommandHandler(ResendVerificationEmailCommand)
export class ResendVerificationEmailHandler implements ICommandHandler<ResendVerificationEmailCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: ResendVerificationEmailCommand) {
    return resendVerificationEmail(this.deps, request, meta);
  }
}
