import { paymentMethodErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';

// A method id is chosen by the client, and each user's methods live in their own stream: the
// stream alone cannot tell that an id already names another user's card. `payment_method_ids`
// gives each id to one user for ever, claimed in the add's transaction (decision
// private-figures-and-claimed-ids, as messaging's `message_ids`).

/** Before the provider is called: an id another user holds is refused (409). */
export async function refuseMethodIdOfAnother(db: Queryable, methodId: string, userId: string): Promise<void> {
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM payment_method_ids WHERE method_id = $1', [
    methodId,
  ]);
  if (rows[0] && rows[0].user_id !== userId.toLowerCase()) throw paymentMethodErrors.idTaken();
}

/**
 * In the add's transaction, with its events: claims the id for the user. An id another user
 * claimed first (even a moment ago, in a concurrent add: the insert waits for it) rolls the
 * add back with a 409.
 */
export async function claimMethodId(tx: Queryable, methodId: string, userId: string): Promise<void> {
  const claimed = await tx.query(
    'INSERT INTO payment_method_ids (method_id, user_id) VALUES ($1, $2) ON CONFLICT (method_id) DO NOTHING',
    [methodId, userId],
  );
  // Taken: read the holder in a statement of its own, whose snapshot sees the other commit.
  if (!claimed.rowCount) await refuseMethodIdOfAnother(tx, methodId, userId);
}
