import type { Queryable } from '@oneway/eventstore';
import { figuresFrom } from '@oneway/service-kit';

/** Users by status and role, and identity verifications by state (the admin dashboard). */
export const identityFigures = (db: Queryable) =>
  figuresFrom(db, [
    { group: 'users', table: 'users', sql: 'SELECT status AS key, count(*) FROM users GROUP BY status' },
    { group: 'users_by_role', table: 'users', sql: 'SELECT role AS key, count(*) FROM users GROUP BY role' },
    {
      group: 'identity_verifications',
      table: 'users',
      sql: `SELECT verification_status AS key, count(*) FROM users WHERE verification_status <> 'unverified' GROUP BY verification_status`,
    },
  ]);
