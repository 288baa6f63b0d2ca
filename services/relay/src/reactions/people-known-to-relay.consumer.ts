import type { EventData, userProfileUpdatedV1, userRegisteredV1 } from '@oneway/contracts';
import type { ConsumerSpec } from '@oneway/service-kit';

/** Names the dashboard shows (sender, recipient, staff), from identity's events (`relay_people`). */
export function peopleKnownToRelayConsumer(): ConsumerSpec {
  return {
    name: 'relay-people',
    context: 'identity',
    handlers: {
      'identity.user.registered': async (event, tx) => {
        const d = event.data as EventData<typeof userRegisteredV1>;
        await tx.query(
          `INSERT INTO relay_people (user_id, full_name) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`,
          [d.userId, d.fullName],
        );
      },
      'identity.user.profile_updated': async (event, tx) => {
        const d = event.data as EventData<typeof userProfileUpdatedV1>;
        if (d.fullName === undefined) return;
        await tx.query(
          `INSERT INTO relay_people (user_id, full_name) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET full_name = EXCLUDED.full_name`,
          [d.userId, d.fullName],
        );
      },
    },
  };
}
