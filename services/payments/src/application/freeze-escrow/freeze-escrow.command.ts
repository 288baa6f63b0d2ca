import type { paymentsFreezeEscrowRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `freezeEscrow` as a command: the checked request and the caller. */
export class FreezeEscrowCommand extends RpcCommand<typeof paymentsFreezeEscrowRpc> {}
