import {
  type RpcMeta,
  type RpcRequest,
  type RpcResponse,
  type UserDto,
  type adminListUsersRpc,
  type adminUserHistoryRpc,
  userErrors,
} from '@oneway/contracts';
import { userStreamId } from '../../domain/user/user.events.js';
import { toUserDto, usersQueries } from '../../infrastructure/persistence/users.queries.js';
import { requireAllowed } from '../authorize.js';
import type { IdentityDeps } from '../identity-deps.js';
import { readUser } from '../read-user.js';

/** Staff read-only views (admin, moderator, support). */
export async function listUsers(
  deps: IdentityDeps,
  req: RpcRequest<typeof adminListUsersRpc>,
  meta: RpcMeta,
): Promise<RpcResponse<typeof adminListUsersRpc>> {
  await requireAllowed(deps, meta, 'users.read');
  const { rows, total } = await usersQueries.list(deps.pool, req);
  return { items: rows.map(toUserDto), total, page: req.page, pageSize: req.pageSize };
}

export async function getUserForStaff(deps: IdentityDeps, userId: string, meta: RpcMeta): Promise<UserDto> {
  await requireAllowed(deps, meta, 'users.read');
  return readUser(deps, userId);
}

/** The user's own stream, oldest first: what happened to the account and who did it. */
export async function userHistory(
  deps: IdentityDeps,
  req: RpcRequest<typeof adminUserHistoryRpc>,
  meta: RpcMeta,
): Promise<RpcResponse<typeof adminUserHistoryRpc>> {
  await requireAllowed(deps, meta, 'users.history.read');
  const events = await deps.store.readStream(userStreamId(req.userId));
  if (events.length === 0) throw userErrors.notFound();
  return {
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      version: e.version,
      streamVersion: e.streamVersion,
      occurredAt: e.occurredAt,
      actorId: e.actorId,
      data: e.data as Record<string, unknown>,
    })),
  };
}
