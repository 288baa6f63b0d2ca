import type { changePasswordRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `changePassword` as a command: the checked request and the caller. */
export class ChangePasswordCommand extends RpcCommand<typeof changePasswordRpc> {}
