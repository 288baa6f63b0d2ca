import type { verifyEmailRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `verifyEmail` as a command: the checked request and the caller. */
export class VerifyEmailCommand extends RpcCommand<typeof verifyEmailRpc> {}
