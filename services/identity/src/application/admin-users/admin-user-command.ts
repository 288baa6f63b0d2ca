import type { EventMetadata, RpcMeta, UserDto } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import type { UserCommand } from '../../domain/user/user.commands.js';
import { recordAdminAction } from '../../infrastructure/persistence/admin-audit-log.repository.js';
import { requireAdmin } from '../authorize.js';
import type { IdentityDeps } from '../identity-deps.js';
import { readUser } from '../read-user.js';
import { runUserCommand } from '../run-user-command.js';

interface AdminUserCommand {
  userId: string;
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
 * Admin only. One transaction: the user's event, the account change, and the audit row
 * naming the admin; the caller gets the user as the read model shows it afterwards.
 */
export async function runAdminUserCommand(deps: IdentityDeps, meta: RpcMeta, c: AdminUserCommand): Promise<UserDto> {
  const admin = await requireAdmin(deps, meta);
  const position = await runUserCommand(deps, c.userId, c.command(admin.user_id), meta, async (tx, metadata) => {
    const details = await c.apply(tx);
    await recordAdminAction(tx, {
      adminUserId: admin.user_id,
      action: c.action,
      entityType: 'user',
      entityId: c.userId,
      details,
      ipAddress: meta.ip,
      at: metadata.now,
    });
    await c.afterAudit?.(tx, metadata);
  });
  return readUser(deps, c.userId, position);
}
