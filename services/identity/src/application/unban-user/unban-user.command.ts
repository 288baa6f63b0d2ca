import type { adminUnbanUserRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `adminUnbanUser` as a command: the checked request and the caller. */
export class UnbanUserCommand extends RpcCommand<typeof adminUnbanUserRpc> {}
