import type { Queryable } from '@oneway/eventstore';
import { accounts, type AccountRow } from '../../infrastructure/persistence/accounts.repository.js';

/** Spec §5: input that looks like an e-mail (no spaces, one @, a dot after it) signs in by e-mail. */
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const looksLikeEmail = (input: string) => EMAIL_LIKE.test(input);

/** The account named by what a person typed in the sign-in field: an e-mail, else a username. */
export function accountByIdentifier(db: Queryable, input: string): Promise<AccountRow | null> {
  const value = input.trim();
  return looksLikeEmail(value) ? accounts.byEmail(db, value) : accounts.byUsername(db, value);
}
