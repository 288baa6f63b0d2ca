import type { giveUpShipmentRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `giveUpShipment` as a command: the checked request and the caller. */
export class GiveUpShipmentCommand extends RpcCommand<typeof giveUpShipmentRpc> {}
