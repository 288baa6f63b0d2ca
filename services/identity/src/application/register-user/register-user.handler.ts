import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RegisterUserCommand } from './register-user.command.js';
import { randomUUID } from 'node:crypto';
import { type RpcMeta, type RpcRequest, type UserDto, type registerRpc, userErrors } from '@oneway/contracts';
import { accounts } from '../../infrastructure/persistence/accounts.repository.js';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { readUser } from '../read-user.js';
import { runUserCommand } from '../run-user-command.js';
import { queueVerificationLink } from '../verification-link.js';

/**
 * Registration: one `identity.user.registered` event, committed with the credentials row
 * (whose unique indexes settle duplicates, case-insensitively), the e-mail verification
 * token (hashed) and the verification e-mail.
 */
export async function registerUser(
  deps: IdentityDeps,
  req: RpcRequest<typeof registerRpc>,
  meta: RpcMeta,
  options: { role?: UserDto['role']; sendVerification?: boolean } = {},
): Promise<{ user: UserDto }> {
  // A cheap pre-check answers duplicates before spending a hash; the index still decides races.
  const taken = await accounts.taken(deps.pool, req.email, req.username);
  if (taken.email && taken.username) {
    throw userErrors.emailTaken(true);
  }
  if (taken.email) throw userErrors.emailTaken();
  if (taken.username) throw userErrors.usernameTaken();

  const passwordHash = await deps.hasher.hash(req.password);
  const userId = randomUUID();
  const role = options.role ?? 'user';
  const position = await runUserCommand(
    deps,
    userId,
    {
      type: 'register',
      userId,
      email: req.email,
      username: req.username,
      fullName: req.fullName,
      country: req.country,
      role,
    },
    meta,
    async (tx, { now }) => {
      await accounts.insert(tx, {
        user_id: userId,
        username: req.username,
        email: req.email,
        password_hash: passwordHash,
        role,
        status: 'active',
        created_at: now,
      });
      if (options.sendVerification === false) return;
      await queueVerificationLink(tx, deps, { userId, email: req.email, fullName: req.fullName }, now);
    },
  );
  deps.mailQueued();
  return { user: await readUser(deps, userId, position) };
}

/** Runs RegisterUserCommand (dispatched by the RPC controller through the CommandBus). */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: RegisterUserCommand) {
    return registerUser(this.deps, request, meta);
  }
}
