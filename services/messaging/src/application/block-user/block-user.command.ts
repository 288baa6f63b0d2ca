import type { blockUserRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `blockUser` as a command: the checked request and the caller. */
export class BlockUserCommand extends RpcCommand<typeof blockUserRpc> {}
