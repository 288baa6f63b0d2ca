import { paymentMethodErrors } from '@oneway/contracts';
import { claimId, holderOfId, type IdClaims, type Queryable } from '@oneway/eventstore';

// A method id is chosen by the client, and each user's methods live in their own stream: the
// stream alone cannot tell that an id already names another user's card. `payment_method_ids`
// gives each id to one user for ever, claimed in the add's transaction (decision
// private-figures-and-claimed-ids, as messaging's `message_ids`).
const METHOD_IDS: IdClaims = { table: 'payment_method_ids', id: 'method_id', owner: 'user_id' };

/** Before the provider is called: an id another user holds is refused (409). */
export async function refuseMethodIdOfAnother(db: Queryable, methodId: string, userId: string): Promise<void> {
  const holder = await holderOfId(db, METHOD_IDS, methodId);
  if (holder && holder !== userId.toLowerCase()) throw paymentMethodErrors.idTaken();
}

/** In the add's transaction, with its events: claims the id for the user, or rolls the add back with a 409. */
export async function claimMethodId(tx: Queryable, methodId: string, userId: string): Promise<void> {
  if (!(await claimId(tx, METHOD_IDS, methodId, userId))) throw paymentMethodErrors.idTaken();
}
