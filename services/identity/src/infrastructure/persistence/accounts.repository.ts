import { type Role, userErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';

export interface AccountRow {
  user_id: string;
  username: string;
  email: string;
  password_hash: string;
  role: Role;
  status: 'active' | 'banned';
  password_changed_at: Date;
  created_at: Date;
}

const COLUMNS = 'user_id, username, email, password_hash, role, status, password_changed_at, created_at';

/** Write-side account state; every write happens in the transaction of the matching event. */
export const accounts = {
  async byId(db: Queryable, userId: string, lock: '' | 'FOR SHARE' | 'FOR UPDATE' = ''): Promise<AccountRow | null> {
    const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE user_id = $1 ${lock}`, [userId]);
    return rows[0] ?? null;
  },

  async byEmail(db: Queryable, email: string): Promise<AccountRow | null> {
    const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE lower(email) = lower($1)`, [
      email,
    ]);
    return rows[0] ?? null;
  },

  async byUsername(db: Queryable, username: string): Promise<AccountRow | null> {
    const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE lower(username) = lower($1)`, [
      username,
    ]);
    return rows[0] ?? null;
  },

  /** Which of the two identifiers is already used (case-insensitive). */
  async taken(db: Queryable, email: string, username: string): Promise<{ email: boolean; username: boolean }> {
    const { rows } = await db.query<{ email: boolean; username: boolean }>(
      `SELECT coalesce(bool_or(lower(email) = lower($1)), false) AS email,
              coalesce(bool_or(lower(username) = lower($2)), false) AS username
         FROM accounts WHERE lower(email) = lower($1) OR lower(username) = lower($2)`,
      [email, username],
    );
    return rows[0] ?? { email: false, username: false };
  },

  /** The unique indexes are the final word on duplicates; a race loser gets the same 409. */
  async insert(db: Queryable, a: Omit<AccountRow, 'password_changed_at'>): Promise<void> {
    try {
      await db.query(
        `INSERT INTO accounts (user_id, username, email, password_hash, role, status, password_changed_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [a.user_id, a.username, a.email, a.password_hash, a.role, a.status, a.created_at],
      );
    } catch (err) {
      const e = err as { code?: string; constraint?: string };
      if (e.code === '23505' && e.constraint === 'accounts_email_lower_key') throw userErrors.emailTaken();
      if (e.code === '23505' && e.constraint === 'accounts_username_lower_key') throw userErrors.usernameTaken();
      throw err;
    }
  },

  async setPassword(db: Queryable, userId: string, hash: string, at: Date): Promise<void> {
    await db.query('UPDATE accounts SET password_hash = $2, password_changed_at = $3 WHERE user_id = $1', [
      userId,
      hash,
      at,
    ]);
  },

  /** A transparent upgrade to stronger hash settings; not a password change. */
  async rehash(db: Queryable, userId: string, hash: string): Promise<void> {
    await db.query('UPDATE accounts SET password_hash = $2 WHERE user_id = $1', [userId, hash]);
  },

  /** The unique index settles a race with a registration or another change: the loser gets 409. */
  async setEmail(db: Queryable, userId: string, email: string): Promise<void> {
    try {
      await db.query('UPDATE accounts SET email = $2 WHERE user_id = $1', [userId, email]);
    } catch (err) {
      const e = err as { code?: string; constraint?: string };
      if (e.code === '23505' && e.constraint === 'accounts_email_lower_key') throw userErrors.emailTaken();
      throw err;
    }
  },

  async setRole(db: Queryable, userId: string, role: Role): Promise<void> {
    await db.query('UPDATE accounts SET role = $2 WHERE user_id = $1', [userId, role]);
  },

  async setStatus(db: Queryable, userId: string, status: 'active' | 'banned'): Promise<void> {
    await db.query('UPDATE accounts SET status = $2 WHERE user_id = $1', [userId, status]);
  },
};
