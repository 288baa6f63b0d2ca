import type { Projection, StoredEvent } from '@oneway/eventstore';
import type pg from 'pg';
import type { UserEvent } from '../../domain/user/user.events.js';

export const USERS_PROJECTION = 'identity-users';

const PROFILE_COLUMNS = {
  fullName: 'full_name',
  bio: 'bio',
  phone: 'phone',
  country: 'country',
  profileImage: 'profile_image',
} as const;

/**
 * The `users` read model (spec §3 columns, snake_case). Every statement is idempotent
 * (insert-if-absent or set-to-value), so a replay lands on the same rows.
 */
export const usersProjection: Projection = {
  name: USERS_PROJECTION,
  handles: [
    'identity.user.registered',
    'identity.user.email_verified',
    'identity.user.profile_updated',
    'identity.user.role_changed',
    'identity.user.banned',
    'identity.user.unbanned',
    'identity.user.identity_verified',
    'identity.user.email_changed',
  ],
  async apply(stored: StoredEvent, tx: pg.PoolClient) {
    const event = { type: stored.type, data: stored.data } as UserEvent;
    const at = stored.occurredAt;
    switch (event.type) {
      case 'identity.user.registered': {
        const d = event.data;
        await tx.query(
          `INSERT INTO users (id, username, full_name, email, country, user_type, role, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT (id) DO NOTHING`,
          [d.userId, d.username, d.fullName, d.email, d.country, d.userType, d.role, at],
        );
        return;
      }
      case 'identity.user.email_verified':
        await tx.query(
          'UPDATE users SET email_verified_at = coalesce(email_verified_at, $2), updated_at = $2 WHERE id = $1',
          [event.data.userId, at],
        );
        return;
      case 'identity.user.profile_updated': {
        const sets: string[] = [];
        const values: unknown[] = [event.data.userId, at];
        for (const [key, column] of Object.entries(PROFILE_COLUMNS)) {
          const value = event.data[key as keyof typeof PROFILE_COLUMNS];
          if (value === undefined) continue;
          values.push(value);
          sets.push(`${column} = $${values.length}`);
        }
        await tx.query(`UPDATE users SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1`, values);
        return;
      }
      case 'identity.user.role_changed':
        await tx.query('UPDATE users SET role = $2, updated_at = $3 WHERE id = $1', [
          event.data.userId,
          event.data.to,
          at,
        ]);
        return;
      case 'identity.user.banned':
        await tx.query(
          "UPDATE users SET is_banned = true, status = 'banned', banned_reason = $2, updated_at = $3 WHERE id = $1",
          [event.data.userId, event.data.reason, at],
        );
        return;
      case 'identity.user.unbanned':
        await tx.query(
          "UPDATE users SET is_banned = false, status = 'active', banned_reason = NULL, updated_at = $2 WHERE id = $1",
          [event.data.userId, at],
        );
        return;
      case 'identity.user.identity_verified':
        await tx.query(
          `UPDATE users SET is_verified = true, verification_status = 'verified',
                  verification_completed_at = $2, updated_at = $2 WHERE id = $1`,
          [event.data.userId, at],
        );
        return;
      case 'identity.user.email_changed':
        await tx.query('UPDATE users SET email = $2, updated_at = $3 WHERE id = $1', [
          event.data.userId,
          event.data.to,
          at,
        ]);
        return;
      case 'identity.user.password_changed':
      case 'identity.user.email_change_requested':
        return;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  async reset(tx) {
    await tx.query('TRUNCATE users');
  },
};
