import type { getPublicProfileRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';
import { type PublicProfileDto, userErrors } from '@oneway/contracts';
import { toPublicProfileDto, usersQueries } from '../../infrastructure/persistence/users.queries.js';
import type { IdentityDeps } from '../identity-deps.js';

/** Anyone's public profile; a banned account's is hidden like a missing one. */
export async function getPublicProfile(deps: Pick<IdentityDeps, 'pool'>, userId: string): Promise<PublicProfileDto> {
  const row = await usersQueries.byId(deps.pool, userId);
  if (!row || row.is_banned) throw userErrors.notFound();
  return toPublicProfileDto(row);
}

/** `getPublicProfile` as a query: the checked request and the caller. */
export class GetPublicProfileQuery extends RpcQuery<typeof getPublicProfileRpc> {}
