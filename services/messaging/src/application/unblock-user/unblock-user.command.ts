import type { unblockUserRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `unblockUser` as a command: the checked request and the caller. */
export class UnblockUserCommand extends RpcCommand<typeof unblockUserRpc> {}
