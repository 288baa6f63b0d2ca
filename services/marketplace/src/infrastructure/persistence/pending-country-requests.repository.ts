import type { Queryable } from '@oneway/eventstore';
import { countryKey } from '../../domain/country-request/supported-country.js';

/** Another submission already holds the pending slot for this e-mail and country. */
export class PendingCountryRequestExists extends Error {
  constructor(readonly requestId: string) {
    super(`Pending country request ${requestId} already exists`);
  }
}

/**
 * One pending country request per (e-mail, country): the slot is claimed in the transaction
 * that appends `submitted` and freed in the one that moves the request out of pending.
 * A concurrent identical claim waits on the unique key, then sees the winner's request.
 */
export async function claimPendingSlot(
  tx: Queryable,
  email: string,
  requestedCountry: string,
  requestId: string,
): Promise<void> {
  const key = [email.trim().toLowerCase(), countryKey(requestedCountry)];
  const inserted = await tx.query(
    `INSERT INTO country_request_pending_keys (email, country_key, request_id) VALUES ($1, $2, $3) ON CONFLICT (email, country_key) DO NOTHING`,
    [...key, requestId],
  );
  if (inserted.rowCount === 1) return;
  const { rows } = await tx.query<{ request_id: string }>(
    'SELECT request_id FROM country_request_pending_keys WHERE email = $1 AND country_key = $2',
    key,
  );
  // The holder left pending between the two statements: claiming again settles it.
  if (!rows[0]) return claimPendingSlot(tx, email, requestedCountry, requestId);
  throw new PendingCountryRequestExists(rows[0].request_id);
}

export async function releasePendingSlot(tx: Queryable, requestId: string): Promise<void> {
  await tx.query('DELETE FROM country_request_pending_keys WHERE request_id = $1', [requestId]);
}
