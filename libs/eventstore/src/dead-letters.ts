import type { Queryable } from './db.js';

export interface DeadLetter {
  id: number;
  consumer: string;
  subject: string;
  eventId: string | null;
  payload: string;
  reason: string;
  deliveries: number;
  createdAt: Date;
}

export async function recordDeadLetter(db: Queryable, entry: Omit<DeadLetter, 'id' | 'createdAt'>): Promise<void> {
  await db.query(
    'INSERT INTO es_dead_letters (consumer, subject, event_id, payload, reason, deliveries) VALUES ($1, $2, $3, $4, $5, $6)',
    [entry.consumer, entry.subject, entry.eventId, entry.payload, entry.reason, entry.deliveries],
  );
}

/** What an operator sees: open dead letters, newest first, paginated. */
export async function listDeadLetters(
  db: Queryable,
  options: { consumer?: string; limit?: number; before?: number } = {},
): Promise<DeadLetter[]> {
  const { rows } = await db.query(
    `SELECT id, consumer, subject, event_id, payload, reason, deliveries, created_at
       FROM es_dead_letters
      WHERE resolved_at IS NULL
        AND ($1::text IS NULL OR consumer = $1)
        AND ($2::bigint IS NULL OR id < $2)
      ORDER BY id DESC LIMIT $3`,
    [options.consumer ?? null, options.before ?? null, Math.min(options.limit ?? 50, 200)],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    consumer: r.consumer,
    subject: r.subject,
    eventId: r.event_id,
    payload: r.payload,
    reason: r.reason,
    deliveries: r.deliveries,
    createdAt: r.created_at,
  }));
}
