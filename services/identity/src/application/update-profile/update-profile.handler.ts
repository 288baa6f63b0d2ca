import type { RpcMeta, RpcRequest, UserDto, updateProfileRpc } from '@oneway/contracts';
import { requireSignedIn } from '../authorize.js';
import type { IdentityDeps } from '../identity-deps.js';
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
