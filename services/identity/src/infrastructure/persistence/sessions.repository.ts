import type { Queryable } from '@oneway/eventstore';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RefreshTokenLookup {
  session_id: string;
  user_id: string;
  token_expires_at: Date;
  rotated_at: Date | null;
  session_expires_at: Date;
  session_revoked_at: Date | null;
}

/**
 * A session is one sign-in (the `sid` claim and the refresh-token family). Its refresh
 * tokens are single use: rotating marks the old one, whose later use reveals a theft.
 */
export const sessions = {
  async insert(
    db: Queryable,
    s: { id: string; userId: string; now: Date; maxAgeSeconds: number; ip: string | null },
  ): Promise<Date> {
    const { rows } = await db.query<{ expires_at: Date }>(
      `INSERT INTO sessions (id, user_id, created_at, expires_at, ip)
       VALUES ($1, $2, $3::timestamptz, $3::timestamptz + make_interval(secs => $4::int), $5) RETURNING expires_at`,
      [s.id, s.userId, s.now, s.maxAgeSeconds, s.ip],
    );
    return rows[0]!.expires_at;
  },

  async insertRefreshToken(
    db: Queryable,
    t: { hash: string; sessionId: string; now: Date; expiresAt: Date },
  ): Promise<void> {
    await db.query(
      'INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [t.hash, t.sessionId, t.now, t.expiresAt],
    );
  },

  /** The owner of a refresh token, read without a lock (to lock the account row first). */
  async ownerOfRefreshToken(db: Queryable, hash: string): Promise<string | null> {
    const { rows } = await db.query<{ user_id: string }>(
      'SELECT s.user_id FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id WHERE rt.token_hash = $1',
      [hash],
    );
    return rows[0]?.user_id ?? null;
  },

  /** Locks the token and its session so two refreshes of one token serialise. */
  async lockRefreshToken(db: Queryable, hash: string): Promise<RefreshTokenLookup | null> {
    const { rows } = await db.query<RefreshTokenLookup>(
      `SELECT rt.session_id, s.user_id, rt.expires_at AS token_expires_at, rt.rotated_at,
              s.expires_at AS session_expires_at, s.revoked_at AS session_revoked_at
         FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id
        WHERE rt.token_hash = $1
        FOR UPDATE OF rt, s`,
      [hash],
    );
    return rows[0] ?? null;
  },

  async sessionIdOfRefreshToken(db: Queryable, hash: string): Promise<string | null> {
    const { rows } = await db.query<{ session_id: string }>(
      'SELECT session_id FROM refresh_tokens WHERE token_hash = $1',
      [hash],
    );
    return rows[0]?.session_id ?? null;
  },

  async markRotated(db: Queryable, hash: string, sessionId: string, now: Date): Promise<void> {
    await db.query('UPDATE refresh_tokens SET rotated_at = $2 WHERE token_hash = $1', [hash, now]);
    await db.query('UPDATE sessions SET last_refreshed_at = $2 WHERE id = $1', [sessionId, now]);
  },

  async isActive(db: Queryable, sessionId: string, now: Date): Promise<boolean> {
    if (!UUID.test(sessionId)) return false;
    const { rows } = await db.query<{ ok: boolean }>(
      'SELECT (revoked_at IS NULL AND expires_at > $2) AS ok FROM sessions WHERE id = $1',
      [sessionId, now],
    );
    return rows[0]?.ok ?? false;
  },

  /** Revokes and returns the sessions that were still live (so each is reported once). */
  async revoke(
    db: Queryable,
    which: { sessionId: string } | { userId: string },
    reason: string,
    now: Date,
  ): Promise<{ id: string; user_id: string }[]> {
    const [column, value] = 'sessionId' in which ? ['id', which.sessionId] : ['user_id', which.userId];
    if (!UUID.test(value)) return [];
    const { rows } = await db.query<{ id: string; user_id: string }>(
      `UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE ${column} = $1 AND revoked_at IS NULL RETURNING id, user_id`,
      [value, now, reason],
    );
    return rows;
  },
};
