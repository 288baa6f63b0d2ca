import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';
import type { RpcRequest, requestPasswordResetRpc } from '@oneway/contracts';
import { withTransaction } from '@oneway/eventstore';
import { newOpaqueToken } from '../../infrastructure/crypto/opaque-token.js';
import { passwordResetEmail } from '../../infrastructure/mail/email-templates.js';
import { accounts } from '../../infrastructure/persistence/accounts.repository.js';
import { oneTimeTokens } from '../../infrastructure/persistence/one-time-tokens.repository.js';
import { enqueueEmail } from '../../infrastructure/persistence/outbound-emails.repository.js';
import { usersQueries } from '../../infrastructure/persistence/users.queries.js';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';

/**
 * Queues a reset link (single use, 1 h; older links void) when the e-mail has an account.
 * The answer is the same either way, and the mail leaves asynchronously, so neither the
 * reply nor its timing tells whether an account exists.
 */
export async function requestPasswordReset(
  deps: IdentityDeps,
  req: RpcRequest<typeof requestPasswordResetRpc>,
): Promise<{ ok: true }> {
  const account = await accounts.byEmail(deps.pool, req.email);
  if (!account) return { ok: true };
  const fullName = (await usersQueries.byId(deps.pool, account.user_id))?.full_name ?? account.username;
  const now = deps.now();
  const reset = newOpaqueToken();
  await withTransaction(deps.pool, async (tx) => {
    await oneTimeTokens.voidOpen(tx, account.user_id, 'reset_password', now);
    await oneTimeTokens.insert(tx, {
      hash: reset.hash,
      userId: account.user_id,
      purpose: 'reset_password',
      now,
      ttlSeconds: deps.config.PASSWORD_RESET_TTL_SECONDS,
    });
    await enqueueEmail(
      tx,
      passwordResetEmail({ email: account.email, fullName }, deps.config.WEB_BASE_URL, reset.token),
      now,
    );
  });
  deps.mailQueued();
  return { ok: true };
}

/** Runs RequestPasswordResetCommand (dispatched by the RPC controller through the CommandBus). */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request }: RequestPasswordResetCommand) {
    return requestPasswordReset(this.deps, request);
  }
}
