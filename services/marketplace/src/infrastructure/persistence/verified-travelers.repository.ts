import type { Queryable } from '@oneway/eventstore';

export async function isVerifiedTraveler(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM verified_travelers WHERE user_id = $1', [userId]);
  return (rowCount ?? 0) > 0;
}

export async function markVerifiedTraveler(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query('INSERT INTO verified_travelers (user_id, verified_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    userId,
    at,
  ]);
}
