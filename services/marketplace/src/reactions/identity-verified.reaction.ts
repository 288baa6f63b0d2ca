import type { EventData, userIdentityVerifiedV1 } from '@oneway/contracts';
import { type EventStore, runCommand } from '@oneway/eventstore';
import type { ConsumerSpec } from '@oneway/service-kit';
import { tripDecider, tripStreamId } from '../domain/trip/trip.decider.js';
import { markVerifiedTraveler } from '../infrastructure/persistence/verified-travelers.repository.js';

/**
 * When identity verifies a user, their trips waiting for review become active and later
 * trips start active (issue 5). Runs in the consumer's inbox transaction.
 */
export function identityVerifiedConsumer(store: EventStore): ConsumerSpec {
  return {
    name: 'marketplace-identity-verified',
    context: 'identity',
    handlers: {
      'identity.user.identity_verified': async (event, tx) => {
        const { userId } = event.data as EventData<typeof userIdentityVerifiedV1>;
        const now = new Date(event.occurredAt);
        await markVerifiedTraveler(tx, userId, now);
        const { rows } = await tx.query<{ id: string }>(
          "SELECT id FROM trips WHERE traveler_id = $1 AND status = 'pending_verification'",
          [userId],
        );
        const metadata = { correlationId: event.correlationId, causationId: event.id, actorId: null, now };
        await runCommand(
          store,
          metadata,
          async (uow) => {
            for (const { id } of rows)
              await uow.decide(tripDecider, tripStreamId(id), { type: 'approve_for_verified_traveler' });
          },
          { tx },
        );
      },
    },
  };
}
