import { DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  contextSubjects,
  eventCatalogue,
  eventEnvelopeSchema,
  sessionRevokedV1,
  userBannedV1,
  userPasswordChangedV1,
  userRoleChangedV1,
  userUnbannedV1,
  type EventEnvelope,
} from '@oneway/contracts';
import { ensureContextStream } from '@oneway/eventstore/jetstream';
import type { Logger } from '@oneway/service-kit/edge';
import type { DenyList } from '../auth/deny-list.js';

const RELEVANT = new Set<string>([
  sessionRevokedV1.type,
  userBannedV1.type,
  userUnbannedV1.type,
  userPasswordChangedV1.type,
  userRoleChangedV1.type,
]);

/** Extra reactions to the same events (the WebSocket hub closes a banned user's sockets). */
export type IdentityEventListener = (event: EventEnvelope) => void;

/**
 * Feeds the Redis deny-list from identity's events. It is an ordered (ephemeral) JetStream
 * consumer that, at every start, replays the last access-token lifetime of events: anything
 * older can only deny tokens that have expired anyway. Every write is idempotent (SET, or
 * SET-to-max), so several gateway instances replaying the same events need no inbox table
 * and the gateway needs no database. See docs/decisions/gateway-deny-list.md.
 */
export class DenyListFeed {
  private messages: ConsumerMessages | null = null;
  private loop: Promise<void> | null = null;
  private startedAt = Date.now();

  constructor(
    private readonly o: {
      nc: NatsConnection;
      prefix: string;
      denyList: DenyList;
      replaySeconds: number;
      logger: Logger;
      listeners?: IdentityEventListener[];
      /** Called for every identity event about a user (`identity.user.*`), replays included. */
      onUserChanged?: (userId: string) => void;
    },
  ) {}

  async start(): Promise<void> {
    this.startedAt = Date.now();
    const jsm = await jetstreamManager(this.o.nc);
    const stream = await ensureContextStream(jsm, 'identity', this.o.prefix);
    const consumer = await jetstream(this.o.nc).consumers.get(stream, {
      // The whole identity context (low volume); one filter subject works on any server version.
      filter_subjects: contextSubjects('identity', this.o.prefix),
      deliver_policy: DeliverPolicy.StartTime,
      opt_start_time: new Date(Date.now() - this.o.replaySeconds * 1000).toISOString(),
    });
    this.messages = await consumer.consume();
    this.loop = (async () => {
      for await (const msg of this.messages!) {
        try {
          await this.apply(msg.json());
        } catch (err) {
          // A bad message must not stop revocations behind it; it is logged for an operator.
          this.o.logger.error({ err, subject: msg.subject }, 'deny-list feed could not apply an event');
        }
      }
    })();
  }

  async stop(): Promise<void> {
    await this.messages?.close();
    await this.loop;
  }

  private async apply(raw: unknown): Promise<void> {
    const envelope = eventEnvelopeSchema.parse(raw);
    const userId = (envelope.data as { userId?: unknown } | null)?.userId;
    if (envelope.type.startsWith('identity.user.') && typeof userId === 'string') this.o.onUserChanged?.(userId);
    if (!RELEVANT.has(envelope.type)) return;
    const { type, data } = eventCatalogue.parse(envelope.type, envelope.version, envelope.data);
    const event = { ...envelope, type, data } as EventEnvelope;
    switch (type) {
      case userBannedV1.type:
        await this.o.denyList.banUser((data as { userId: string }).userId);
        break;
      case userUnbannedV1.type:
        await this.o.denyList.unbanUser((data as { userId: string }).userId);
        break;
      // Identity announces every revocation (logout, reuse, ban, password, role change):
      // one session, or every token of the user minted before `revokedAt`.
      case sessionRevokedV1.type: {
        const r = data as { userId: string; sessionId: string | null; revokedAt: string; until: string };
        if (r.sessionId) await this.o.denyList.revokeSession(r.sessionId, new Date(r.until));
        else await this.o.denyList.revokeTokensIssuedBefore(r.userId, new Date(r.revokedAt), new Date(r.until));
        break;
      }
      // Tokens minted before a new password must not keep working (identity also revokes
      // every session of the user, one session.revoked each).
      case userPasswordChangedV1.type:
        await this.o.denyList.revokeTokensIssuedBefore(
          (data as { userId: string }).userId,
          new Date(envelope.occurredAt),
        );
        break;
      // Identity keeps sessions on a role change: a token naming the old role is refused
      // and the client refreshes, which carries the new role.
      case userRoleChangedV1.type: {
        const r = data as { userId: string; to: string };
        await this.o.denyList.pinRole(r.userId, r.to);
        break;
      }
    }
    // Listeners react to what happens now; the replay at start only restores Redis state
    // (replaying an old ban must not close the sockets of a user unbanned since).
    if (Date.parse(envelope.occurredAt) >= this.startedAt - 5_000) {
      for (const listener of this.o.listeners ?? []) listener(event);
    }
  }
}
