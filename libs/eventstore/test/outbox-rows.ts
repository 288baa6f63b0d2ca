import type pg from 'pg';

/**
 * Appends `count` events in one transaction, each the first of its own stream `<prefix><n>`
 * (n from 1), with their outbox rows pending: a backlog made in one statement.
 */
export async function insertPendingEvents(pool: pg.Pool, prefix: string, count: number): Promise<void> {
  await pool.query(
    `WITH e AS (
       INSERT INTO es_events (id, stream_id, stream_version, type, version, data, correlation_id, occurred_at, tx_id)
       SELECT gen_random_uuid(), $1 || g, 1, 'test.counter.incremented', 1, '{}', 'c', now(), pg_current_xact_id()
         FROM generate_series(1, $2::int) g
       RETURNING position, stream_id)
     INSERT INTO es_outbox (position, stream_id) SELECT position, stream_id FROM e`,
    [prefix, count],
  );
}
