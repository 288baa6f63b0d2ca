import type { Queryable } from '@oneway/eventstore';

export type OneTimePurpose = 'verify_email' | 'reset_password' | 'change_email';

export interface OneTimeTokenRow {
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  /** Only for `change_email`: the address the link confirms. */
  new_email: string | null;
}

/** E-mail verification, e-mail change and password-reset tokens, stored as SHA-256 digests. */
export const oneTimeTokens = {
  async insert(
    db: Queryable,
    t: { hash: string; userId: string; purpose: OneTimePurpose; now: Date; ttlSeconds: number; newEmail?: string },
  ): Promise<void> {
    await db.query(
      `INSERT INTO one_time_tokens (token_hash, user_id, purpose, created_at, expires_at, new_email)
       VALUES ($1, $2, $3, $4::timestamptz, $4::timestamptz + make_interval(secs => $5::int), $6)`,
      [t.hash, t.userId, t.purpose, t.now, t.ttlSeconds, t.newEmail ?? null],
    );
  },

  async find(db: Queryable, hash: string, purpose: OneTimePurpose): Promise<OneTimeTokenRow | null> {
    const { rows } = await db.query<OneTimeTokenRow>(
      'SELECT user_id, expires_at, used_at, new_email FROM one_time_tokens WHERE token_hash = $1 AND purpose = $2',
      [hash, purpose],
    );
    return rows[0] ?? null;
  },

  /** Single use: true only for the one caller that flips an unused, unexpired token. */
  async consume(db: Queryable, hash: string, purpose: OneTimePurpose, now: Date): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE one_time_tokens SET used_at = $3
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
      [hash, purpose, now],
    );
    return rowCount === 1;
  },

  /** A new link makes the older ones of the same purpose useless. */
  async voidOpen(db: Queryable, userId: string, purpose: OneTimePurpose, now: Date): Promise<void> {
    await db.query('UPDATE one_time_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [
      userId,
      purpose,
      now,
    ]);
  },
};
