import type { createShipmentRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `createShipment` as a command: the checked request and the caller. */
export class CreateShipmentCommand extends RpcCommand<typeof createShipmentRpc> {}
