import type { resetPasswordRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `resetPassword` as a command: the checked request and the caller. */
export class ResetPasswordCommand extends RpcCommand<typeof resetPasswordRpc> {}
