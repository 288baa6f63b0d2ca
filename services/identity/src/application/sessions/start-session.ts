import { randomUUID } from 'node:crypto';
import { type SessionDto, userErrors, authErrors } from '@oneway/contracts';
import { withTransaction, type Queryable } from '@oneway/eventstore';
import { newOpaqueToken } from '../../infrastructure/crypto/opaque-token.js';
import { accounts } from '../../infrastructure/persistence/accounts.repository.js';
import { sessions } from '../../infrastructure/persistence/sessions.repository.js';
import type { IdentityDeps } from '../identity-deps.js';
import { readUser } from '../read-user.js';

/**
 * Opens a session (refresh-token family) for a user and signs its first access token.
 * The account row is read FOR SHARE in the same transaction, so a concurrent ban either
 * commits first (and we refuse) or waits for us and then revokes this session too.
 */
export async function startSession(
  deps: IdentityDeps,
  userId: string,
  ip: string | null,
  tx?: Queryable,
): Promise<SessionDto> {
  const now = deps.now();
  const sessionId = randomUUID();
  const refresh = newOpaqueToken();
  const open = async (db: Queryable) => {
    const account = await accounts.byId(db, userId, 'FOR SHARE');
    if (!account) throw userErrors.notFound();
    if (account.status === 'banned') throw authErrors.banned();
    const sessionExpiresAt = await sessions.insert(db, {
      id: sessionId,
      userId,
      now,
      maxAgeSeconds: deps.config.SESSION_MAX_AGE_SECONDS,
      ip,
    });
    const refreshExpiresAt = earliest(
      new Date(now.getTime() + deps.config.REFRESH_TOKEN_TTL_SECONDS * 1000),
      sessionExpiresAt,
    );
    await sessions.insertRefreshToken(db, { hash: refresh.hash, sessionId, now, expiresAt: refreshExpiresAt });
    return { role: account.role, refreshExpiresAt };
  };
  const { role, refreshExpiresAt } = tx ? await open(tx) : await withTransaction(deps.pool, open);
  const access = await deps.tokens.issue({ userId, role, sessionId, now });
  return {
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt.toISOString(),
    refreshToken: refresh.token,
    refreshTokenExpiresAt: refreshExpiresAt.toISOString(),
    sessionId,
    user: await readUser(deps, userId),
  };
}

export const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
