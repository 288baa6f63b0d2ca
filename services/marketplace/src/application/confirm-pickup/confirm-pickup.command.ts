import type { confirmPickupRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `confirmPickup` as a command: the checked request and the caller. */
export class ConfirmPickupCommand extends RpcCommand<typeof confirmPickupRpc> {}
