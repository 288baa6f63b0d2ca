import type { refreshRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `refresh` as a command: the checked request and the caller. */
export class RefreshSessionCommand extends RpcCommand<typeof refreshRpc> {}
