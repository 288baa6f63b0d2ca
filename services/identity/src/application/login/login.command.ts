import type { loginRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `login` as a command: the checked request and the caller. */
export class LoginCommand extends RpcCommand<typeof loginRpc> {}
