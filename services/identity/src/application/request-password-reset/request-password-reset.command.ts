import type { requestPasswordResetRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `requestPasswordReset` as a command: the checked request and the caller. */
export class RequestPasswordResetCommand extends RpcCommand<typeof requestPasswordResetRpc> {}
