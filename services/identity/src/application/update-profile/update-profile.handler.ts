import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UpdateProfileCommand } from './update-profile.command.js';
import type { RpcMeta, RpcRequest, UserDto, updateProfileRpc } from '@oneway/contracts';
import { requireSignedIn } from '../authorize.js';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { readUser } from '../read-user.js';
import { runUserCommand } from '../run-user-command.js';

/** Only the signed-in user's own profile: the target is the actor, never a payload field. */
export async function updateProfile(
  deps: IdentityDeps,
  req: RpcRequest<typeof updateProfileRpc>,
  meta: RpcMeta,
): Promise<UserDto> {
  const account = await requireSignedIn(deps, meta);
  const position = await runUserCommand(deps, account.user_id, { type: 'update_profile', changes: req }, meta);
  return readUser(deps, account.user_id, position);
}

/** Runs UpdateProfileCommand (dispatched by the RPC controller through the CommandBus). */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: UpdateProfileCommand) {
    return updateProfile(this.deps, request, meta);
  }
}
