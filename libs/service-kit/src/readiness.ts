import type { NatsConnection } from '@nats-io/transport-node';
import type { Redis } from 'ioredis';
import type pg from 'pg';

export type ReadinessCheck = () => Promise<void>;

const withTimeout = <T>(p: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    p,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

export const postgresCheck =
  (pool: pg.Pool): ReadinessCheck =>
  async () => {
    await withTimeout(pool.query('SELECT 1'), 2000, 'postgres');
  };

export const natsCheck =
  (nc: NatsConnection): ReadinessCheck =>
  async () => {
    if (nc.isClosed()) throw new Error('nats connection closed');
    await withTimeout(nc.flush(), 2000, 'nats');
  };

export const redisCheck =
  (redis: Redis): ReadinessCheck =>
  async () => {
    await withTimeout(redis.ping(), 2000, 'redis');
  };

/** Runs every check; `ready` only when all answer. */
export async function checkReadiness(
  checks: Record<string, ReadinessCheck>,
): Promise<{ ready: boolean; checks: Record<string, string> }> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await check();
        return [name, 'ok'] as const;
      } catch (err) {
        return [name, (err as Error).message] as const;
      }
    }),
  );
  return { ready: entries.every(([, v]) => v === 'ok'), checks: Object.fromEntries(entries) };
}
