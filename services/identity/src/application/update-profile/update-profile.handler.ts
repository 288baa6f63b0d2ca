import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UpdateProfileCommand } from './update-profile.command.js';
import {
  parseProfilePhotoUrl,
  requestErrors,
  type RpcMeta,
  type RpcRequest,
  type UserDto,
  type updateProfileRpc,
} from '@oneway/contracts';
import { requireSignedIn } from '../authorize.js';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { readUser } from '../read-user.js';
import { runUserCommand } from '../run-user-command.js';

/**
 * Only the signed-in user's own profile: the target is the actor, never a payload field; the
 * profile image is a photo the user uploaded (the gateway stores it), never someone else's.
 */
export async function updateProfile(
  deps: IdentityDeps,
  req: RpcRequest<typeof updateProfileRpc>,
  meta: RpcMeta,
): Promise<UserDto> {
  const account = await requireSignedIn(deps, meta);
  // The contract admits only profile photo URLs; this one must be the caller's own.
  if (req.profileImage && parseProfilePhotoUrl(req.profileImage)?.userId !== account.user_id)
    throw requestErrors.invalid('profileImage: not your photo', [
      { field: 'profileImage', message: 'Upload a photo to set the profile image' },
    ]);
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
