import type { adminChangeRoleRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `adminChangeRole` as a command: the checked request and the caller. */
export class ChangeRoleCommand extends RpcCommand<typeof adminChangeRoleRpc> {}
