import type { paymentsReleaseEscrowRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `releaseEscrow` as a command: the checked request and the caller. */
export class ReleaseEscrowCommand extends RpcCommand<typeof paymentsReleaseEscrowRpc> {}
