import type { startVerificationRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `startVerification` as a command: the checked request and the caller. */
export class StartVerificationCommand extends RpcCommand<typeof startVerificationRpc> {}
