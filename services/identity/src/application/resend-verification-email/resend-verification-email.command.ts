import type { resendVerificationEmailRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `resendVerificationEmail` as a command: the checked request and the caller. */
export class ResendVerificationEmailCommand extends RpcCommand<typeof resendVerificationEmailRpc> {}
