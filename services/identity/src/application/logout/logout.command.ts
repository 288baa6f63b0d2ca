import type { logoutRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `logout` as a command: the checked request and the caller. */
export class LogoutCommand extends RpcCommand<typeof logoutRpc> {}
