import type { paymentsChargeShipmentRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `chargeShipment` as a command: the checked request and the caller. */
export class ChargeShipmentCommand extends RpcCommand<typeof paymentsChargeShipmentRpc> {}
