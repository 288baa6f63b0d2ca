import type { EventMetadata } from '@oneway/contracts';
import type { SESSION_REVOKE_REASONS } from '@oneway/contracts';
import type { EventStore, Queryable } from '@oneway/eventstore';
import { sessions } from '../../infrastructure/persistence/sessions.repository.js';

export type RevokeReason = (typeof SESSION_REVOKE_REASONS)[number];

/**
 * Ends sessions inside the caller's transaction and publishes one `identity.session.revoked`
 * per session that was still live (stream `session-<id>`, written once), so the gateway
 * denies that session's unexpired access tokens at once.
 */
export async function revokeSessions(
  tx: Queryable,
  store: EventStore,
  which: { sessionId: string } | { userId: string },
  reason: RevokeReason,
  metadata: EventMetadata,
  accessTokenTtlSeconds: number,
): Promise<string[]> {
  const revoked = await sessions.revoke(tx, which, reason, metadata.now);
  const until = new Date(metadata.now.getTime() + accessTokenTtlSeconds * 1000).toISOString();
  for (const s of revoked) {
    await store.appendInTransaction(tx, {
      streamId: `session-${s.id}`,
      expectedVersion: 0,
      events: [
        {
          type: 'identity.session.revoked',
          data: { userId: s.user_id, sessionId: s.id, reason, revokedAt: metadata.now.toISOString(), until },
        },
      ],
      metadata,
    });
  }
  return revoked.map((s) => s.id);
}
