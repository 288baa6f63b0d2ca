import type { RpcMeta } from '@oneway/contracts';
import { handleCommand, type Queryable } from '@oneway/eventstore';
import { metadataFromRpc } from '@oneway/service-kit';
import type { EventMetadata } from '@oneway/contracts';
import type { UserCommand } from '../domain/user/user.commands.js';
import { userDecider } from '../domain/user/user.decider.js';
import { userStreamId } from '../domain/user/user.events.js';
import type { IdentityDeps } from './identity-deps.js';

/**
 * Runs a command on one User stream. `alongside` writes the rows that must commit with the
 * events (credentials, sessions, tokens, audit, mail); it only runs when there are events.
 * Returns the position of the last event (for read-your-writes) or undefined for a no-op.
 */
export async function runUserCommand(
  deps: IdentityDeps,
  userId: string,
  command: UserCommand,
  meta: RpcMeta | EventMetadata,
  alongside?: (tx: Queryable, metadata: EventMetadata) => Promise<void>,
): Promise<number | undefined> {
  const metadata = 'now' in meta ? meta : metadataFromRpc(meta, deps.now());
  const result = await handleCommand(deps.store, userDecider, userStreamId(userId), command, metadata, {
    alongside: alongside ? (tx) => alongside(tx, metadata) : undefined,
  });
  return result.lastPosition ?? undefined;
}
