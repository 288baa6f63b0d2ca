import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { subjectOf, userRegisteredV1 } from '@oneway/contracts';
import { eventually, subjectPrefix } from '@oneway/testing';

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
  const id = randomUUID();
  const envelope = {
    id,
    type: userRegisteredV1.type,
    version: 1,
    streamId: `user-${userId}`,
    streamVersion: 1,
    occurredAt: new Date().toISOString(),
    correlationId: `announce-${id}`,
    causationId: null,
    actorId: null,
    data: {
      userId,
      email: `${userId.slice(0, 8)}@example.com`,
      username: `u${userId.slice(0, 8)}`,
      fullName,
      country: 'Canada',
      userType: 'both',
      role,
    },
  };
  await jetstream(nc).publish(subjectOf(userRegisteredV1, subjectPrefix()), JSON.stringify(envelope), { msgID: id });
  await eventually(async () => {
    const { rowCount } = await db.query('SELECT 1 FROM messaging_users WHERE id = $1', [userId]);
    if (!rowCount) throw new Error('not yet');
  });
  return userId;
}
