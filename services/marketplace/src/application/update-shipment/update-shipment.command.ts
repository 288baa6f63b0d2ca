import type { updateShipmentRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `updateShipment` as a command: the checked request and the caller. */
export class UpdateShipmentCommand extends RpcCommand<typeof updateShipmentRpc> {}
