import type { confirmDeliveryRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `confirmDelivery` as a command: the checked request and the caller. */
export class ConfirmDeliveryCommand extends RpcCommand<typeof confirmDeliveryRpc> {}
