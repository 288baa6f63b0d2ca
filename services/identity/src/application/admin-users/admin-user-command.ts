import type { EventMetadata, RpcMeta, StaffAction, UserDto } from '@oneway/contracts';
import { recordStaffAction, type Queryable } from '@oneway/eventstore';
import type { UserCommand } from '../../domain/user/user.commands.js';
import { requireAllowed } from '../authorize.js';
import type { IdentityDeps } from '../identity-deps.js';
import { readUser } from '../read-user.js';
import { runUserCommand } from '../run-user-command.js';

interface AdminUserCommand {
  userId: string;
  /** The row of the roles matrix this command needs. */
  permission: StaffAction;
  /** The command on the user's stream, naming the acting admin. */
  command: (adminId: string) => UserCommand;
  /** The `admin_audit_logs` action. */
  action: string;
  /** The account change that commits with the events; returns the audit row's details. */
  apply: (tx: Queryable) => Promise<Record<string, unknown>>;
  /** Work that must come after the audit row, in the same transaction. */
  afterAudit?: (tx: Queryable, metadata: EventMetadata) => Promise<void>;
}

/**
 * Staff only, as the matrix says for `permission`. One transaction: the user's event, the account change, and the audit row
 * naming the admin; the caller gets the user as the read model shows it afterwards.
 */
export async function runAdminUserCommand(deps: IdentityDeps, meta: RpcMeta, c: AdminUserCommand): Promise<UserDto> {
  const admin = await requireAllowed(deps, meta, c.permission);
  const position = await runUserCommand(deps, c.userId, c.command(admin.user_id), meta, async (tx, metadata) => {
    const details = await c.apply(tx);
    await recordStaffAction(tx, {
      actor: { userId: admin.user_id, role: admin.role },
      action: c.action,
      entityType: 'user',
      entityId: c.userId,
      details,
      meta,
      at: metadata.now,
    });
    await c.afterAudit?.(tx, metadata);
  });
  return readUser(deps, c.userId, position);
}
