import type { cancelTripRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `cancelTrip` as a command: the checked request and the caller. */
export class CancelTripCommand extends RpcCommand<typeof cancelTripRpc> {}
