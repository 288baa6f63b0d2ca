import { userErrors } from '@oneway/contracts';
import { executeStatement, type InlineStatement, type Queryable, type SessionStatement } from '@oneway/eventstore';
import pg from 'pg';

export interface DirectoryUser {
  id: string;
  fullName: string;
  username: string | null;
  email: string | null;
  banned: boolean;
}

export async function findUser(db: Queryable, userId: string): Promise<DirectoryUser | null> {
  return (await findUsers(db, [userId])).get(userId.toLowerCase()) ?? null;
}

type DirectoryRow = { id: string; full_name: string; username: string | null; email: string | null; banned: boolean };

const FIND_USERS_SQL = 'SELECT id, full_name, username, email, banned FROM messaging_users WHERE id = ANY($1::uuid[])';

/** The directory entries of these users that exist, by lower-case id, in one query. */
export async function findUsers(db: Queryable, userIds: string[]): Promise<Map<string, DirectoryUser>> {
  // Named: planned once per connection.
  const { rows } = await db.query<DirectoryRow>({
    name: 'messaging_find_users',
    text: FIND_USERS_SQL,
    values: [userIds],
  });
  return usersOf(rows);
}

const FIND_USERS: SessionStatement = {
  name: 'messaging_begin_find_users',
  prepare: `PREPARE messaging_begin_find_users(uuid[]) AS ${FIND_USERS_SQL}`,
};

/** `findUsers` to ride in a command's BEGIN round trip (`RunCommandOptions.reads`); its rows go to `usersOf`. */
export function findUsersStatement(userIds: string[]): InlineStatement {
  const ids = userIds.map((id) => pg.escapeLiteral(id)).join(', ');
  return executeStatement(FIND_USERS, `ARRAY[${ids}]::uuid[]`);
}

/** Directory rows by lower-case id. */
export function usersOf(rows: DirectoryRow[]): Map<string, DirectoryUser> {
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, fullName: r.full_name, username: r.username, email: r.email, banned: r.banned },
    ]),
  );
}

export async function requireUser(db: Queryable, userId: string): Promise<DirectoryUser> {
  const user = await findUser(db, userId);
  if (!user) throw userErrors.notFound();
  return user;
}

/** Display names for notifications; someone not (yet) in the directory is 'Someone'. */
export const nameIn =
  (users: ReadonlyMap<string, Pick<DirectoryUser, 'fullName'>>) =>
  (id: string): string =>
    users.get(id.toLowerCase())?.fullName ?? 'Someone';

/** `nameIn` over the directory rows of `ids`, read now. */
export async function namesOf(db: Queryable, ids: string[]): Promise<(id: string) => string> {
  return nameIn(await findUsers(db, ids));
}

/** True when both people are parties of the shipment and one of them is its sender. */
export async function shareShipmentThread(db: Queryable, shipmentId: string, a: string, b: string): Promise<boolean> {
  const { rows } = await db.query<{ user_id: string; role: string }>(
    'SELECT user_id, role FROM shipment_parties WHERE shipment_id = $1 AND user_id = ANY($2::uuid[])',
    [shipmentId, [a, b]],
  );
  return rows.length === 2 && rows.some((r) => r.role === 'sender');
}
