import type pg from 'pg';
import type { Logger } from '@oneway/service-kit';

/**
 * Deletes what can no longer be used: sessions past their absolute expiry or revoked more
 * than a day ago (their refresh tokens cascade), used or expired one-time tokens after a
 * week, and sent mail after 30 days. Events stay: they are the history.
 */
export async function deleteExpiredRows(pool: pg.Pool, now: Date): Promise<Record<string, number>> {
  const run = async (sql: string) => (await pool.query(sql, [now])).rowCount ?? 0;
  return {
    sessions: await run(
      "DELETE FROM sessions WHERE expires_at < $1 OR revoked_at < $1::timestamptz - interval '1 day'",
    ),
    refreshTokens: await run("DELETE FROM refresh_tokens WHERE expires_at < $1::timestamptz - interval '1 day'"),
    oneTimeTokens: await run(
      "DELETE FROM one_time_tokens WHERE coalesce(used_at, expires_at) < $1::timestamptz - interval '7 days'",
    ),
    emails: await run("DELETE FROM outbound_emails WHERE sent_at < $1::timestamptz - interval '30 days'"),
  };
}

/** Runs the cleaner every `intervalMs` (instances may overlap: deletes are idempotent). */
export function scheduleCleanup(pool: pg.Pool, logger: Logger, intervalMs: number, now: () => Date): () => void {
  const timer = setInterval(() => {
    deleteExpiredRows(pool, now()).then(
      (deleted) => logger.debug({ deleted }, 'expired identity rows deleted'),
      (err: unknown) => logger.warn({ err }, 'identity cleanup failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
