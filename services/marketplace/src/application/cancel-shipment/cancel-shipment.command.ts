import type { cancelShipmentRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `cancelShipment` as a command: the checked request and the caller. */
export class CancelShipmentCommand extends RpcCommand<typeof cancelShipmentRpc> {}
