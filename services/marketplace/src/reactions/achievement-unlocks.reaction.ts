import { type EventEnvelope } from '@oneway/contracts';
import { type EventStore, type ProjectionRunner, runCommand } from '@oneway/eventstore';
import type { ConsumerSpec } from '@oneway/service-kit';
import type pg from 'pg';
import { achievementDecider, achievementStreamId } from '../domain/achievement/achievement.decider.js';

/** Who an event can move towards a badge. */
function peopleOf(event: EventEnvelope): string[] {
  const d = event.data as { senderId?: string; travelerId?: string; reviews?: { toUserId: string }[] };
  if (event.type === 'marketplace.shipment.created') return d.senderId ? [d.senderId] : [];
  if (event.type === 'marketplace.shipment.delivered') return d.travelerId ? [d.travelerId] : [];
  return (d.reviews ?? []).map((r) => r.toUserId);
}

/**
 * Raises `marketplace.achievement.unlocked` once per person and badge when the user_stats
 * projection has unlocked it (messaging turns the event into a notification). Waits for that
 * projection to have applied the event (before the handler's transaction), then reads the
 * badges completed but not yet told.
 */
export function achievementUnlocksConsumer(store: EventStore, projections: ProjectionRunner): ConsumerSpec {
  // Outside the handler's transaction: see ConsumerSpec.prepare.
  const prepare = async (event: EventEnvelope) => {
    const { rows } = await store.pool.query<{ position: string }>({
      name: 'marketplace_event_position',
      text: 'SELECT position FROM es_events WHERE id = $1',
      values: [event.id],
    });
    if (rows[0]) await projections.waitFor('marketplace.user_stats', Number(rows[0].position));
  };
  const handler = async (event: EventEnvelope, tx: pg.PoolClient) => {
    for (const userId of peopleOf(event)) {
      const { rows: due } = await tx.query<{ badge_id: string }>({
        name: 'marketplace_badges_to_tell',
        text: 'SELECT badge_id FROM user_achievements WHERE user_id = $1 AND is_completed AND NOT notified',
        values: [userId],
      });
      if (!due.length) continue;
      const metadata = { correlationId: event.correlationId, causationId: event.id, actorId: null, now: new Date() };
      await runCommand(
        store,
        metadata,
        async (uow) => {
          for (const { badge_id } of due)
            await uow.decide(achievementDecider, achievementStreamId(userId), {
              type: 'unlock',
              userId,
              badgeId: badge_id,
            });
        },
        { tx },
      );
    }
  };
  return {
    name: 'marketplace-achievement-unlocks',
    context: 'marketplace',
    // Order does not matter: each event only tells what user_stats has unlocked by then, and the
    // decider raises a badge once (a second handler in the same batch finds it raised). A burst
    // of listings is taken in batches (decision marketplace-achievement-unlocks-in-batches).
    maxAckPending: 64,
    prepare,
    handlers: {
      'marketplace.shipment.created': handler,
      'marketplace.shipment.delivered': handler,
      'marketplace.review.published': handler,
    },
  };
}
