import type { paymentsUnfreezeEscrowRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `unfreezeEscrow` as a command: the checked request and the caller. */
export class UnfreezeEscrowCommand extends RpcCommand<typeof paymentsUnfreezeEscrowRpc> {}
