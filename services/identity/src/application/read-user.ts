import { type UserDto, userErrors } from '@oneway/contracts';
import { toUserDto, usersQueries } from '../infrastructure/persistence/users.queries.js';
import { USERS_PROJECTION } from './projections/users.projection.js';
import type { IdentityDeps } from './identity-deps.js';

/**
 * The user's read-model row, after the projection has caught up with `position` (the
 * command's last event), so a caller reads its own write. Without a position, a missing row
 * (projection still behind a just-registered user) waits for the current head once.
 */
export async function readUser(deps: IdentityDeps, userId: string, position?: number): Promise<UserDto> {
  if (position) await deps.projections.waitFor(USERS_PROJECTION, position);
  let row = await usersQueries.byId(deps.pool, userId);
  if (!row && position === undefined) {
    await deps.projections.waitFor(USERS_PROJECTION, await deps.store.headPosition());
    row = await usersQueries.byId(deps.pool, userId);
  }
  if (!row) throw userErrors.notFound();
  return toUserDto(row);
}

/**
 * Whether the user has confirmed their e-mail address. A "no" is checked again once the
 * projection has caught up with the store's head, so a link clicked a moment ago counts.
 */
export async function isEmailVerified(deps: IdentityDeps, userId: string): Promise<boolean> {
  const verified = async () => (await usersQueries.byId(deps.pool, userId))?.email_verified_at != null;
  if (await verified()) return true;
  await deps.projections.waitFor(USERS_PROJECTION, await deps.store.headPosition());
  return verified();
}
