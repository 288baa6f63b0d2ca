import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { userRegisteredV1 } from '@oneway/contracts';
import { eventually } from '@oneway/testing';
import { publishEvent } from './service-process.js';

/**
 * Announces a registered user on the bus as identity would (`identity.user.registered`), then
 * waits until the messaging service's directory (`messaging_users`, read through `db`) knows
 * them. For the suites and benches that run messaging without identity.
 */
export async function announceUser(
  nc: NatsConnection,
  db: { query: (sql: string, params: unknown[]) => Promise<{ rowCount: number | null }> },
  fullName: string,
  { userId = randomUUID(), role = 'user' }: { userId?: string; role?: string } = {},
): Promise<string> {
  await publishEvent(nc, userRegisteredV1, {
    userId,
    email: `${userId.slice(0, 8)}@example.com`,
    username: `u${userId.slice(0, 8)}`,
    fullName,
    country: 'Canada',
    userType: 'both',
    role,
  });
  await eventually(async () => {
    const { rowCount } = await db.query('SELECT 1 FROM messaging_users WHERE id = $1', [userId]);
    if (!rowCount) throw new Error('not yet');
  });
  return userId;
}
