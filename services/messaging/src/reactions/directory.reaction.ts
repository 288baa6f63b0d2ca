import type {
  EventData,
  userEmailChangedV1,
  userProfileUpdatedV1,
  userRegisteredV1,
  userRoleChangedV1,
} from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import type { ConsumerSpec } from '@oneway/service-kit';

/** Records a registered person in the directory; the demo seed calls it too, for the same event. */
export async function rememberRegisteredUser(tx: Queryable, d: EventData<typeof userRegisteredV1>): Promise<void> {
  await tx.query(
    `INSERT INTO messaging_users (id, full_name, username, email, role) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET full_name = $2, username = $3, email = $4, role = $5`,
    [d.userId, d.fullName, d.username, d.email, d.role],
  );
}

/**
 * Messaging's user directory from identity's events: names for conversation lists and
 * notifications, e-mail for messages a person must not miss, and the ban flag (a banned
 * user can neither send nor receive messages).
 */
export function directoryConsumer(): ConsumerSpec {
  return {
    name: 'messaging-directory',
    context: 'identity',
    handlers: {
      'identity.user.registered': async (event, tx) => {
        await rememberRegisteredUser(tx, event.data as EventData<typeof userRegisteredV1>);
      },
      'identity.user.profile_updated': async (event, tx) => {
        const d = event.data as EventData<typeof userProfileUpdatedV1>;
        if (d.fullName)
          await tx.query('UPDATE messaging_users SET full_name = $2 WHERE id = $1', [d.userId, d.fullName]);
      },
      'identity.user.email_changed': async (event, tx) => {
        const d = event.data as EventData<typeof userEmailChangedV1>;
        await tx.query('UPDATE messaging_users SET email = $2 WHERE id = $1', [d.userId, d.to]);
      },
      'identity.user.role_changed': async (event, tx) => {
        const d = event.data as EventData<typeof userRoleChangedV1>;
        await tx.query('UPDATE messaging_users SET role = $2 WHERE id = $1', [d.userId, d.to]);
      },
      'identity.user.banned': async (event, tx) => {
        await tx.query('UPDATE messaging_users SET banned = true WHERE id = $1', [
          (event.data as { userId: string }).userId,
        ]);
      },
      'identity.user.unbanned': async (event, tx) => {
        await tx.query('UPDATE messaging_users SET banned = false WHERE id = $1', [
          (event.data as { userId: string }).userId,
        ]);
      },
    },
  };
}
