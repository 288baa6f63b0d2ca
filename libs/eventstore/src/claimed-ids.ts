import type { Queryable } from './db.js';

/**
 * A table that gives each client-chosen id to one owner for ever: `id` is its primary key,
 * `owner` the column naming who holds it. An id lives in a stream of its owner (a user's
 * wallet, a shipment's claim), and that stream alone cannot tell that the id already names
 * another owner's row (decision private-figures-and-claimed-ids). Names are the code's own,
 * never a request's.
 */
export interface IdClaims {
  table: string;
  id: string;
  owner: string;
}

/** Who holds `id`, or null when nobody does (before a command: refuse early). */
export async function holderOfId(db: Queryable, claims: IdClaims, id: string): Promise<string | null> {
  const { rows } = await db.query<{ owner: string }>(
    `SELECT ${claims.owner}::text AS owner FROM ${claims.table} WHERE ${claims.id} = $1`,
    [id],
  );
  return rows[0]?.owner ?? null;
}

/**
 * In the command's transaction, with its events: claims `id` for `owner`. False when another
 * owner holds it, even one that claimed it a moment ago (the insert waits for that commit); the
 * caller then throws its 409 and the command rolls back. The owner's own retry passes.
 */
export async function claimId(tx: Queryable, claims: IdClaims, id: string, owner: string): Promise<boolean> {
  const claimed = await tx.query(
    `INSERT INTO ${claims.table} (${claims.id}, ${claims.owner}) VALUES ($1, $2) ON CONFLICT (${claims.id}) DO NOTHING`,
    [id, owner],
  );
  if (claimed.rowCount) return true;
  // Taken: read the holder in a statement of its own, whose snapshot sees the other commit.
  return (await holderOfId(tx, claims, id)) === owner.toLowerCase();
}
