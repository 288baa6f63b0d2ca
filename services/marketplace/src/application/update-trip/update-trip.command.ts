import type { updateTripRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `updateTrip` as a command: the checked request and the caller. */
export class UpdateTripCommand extends RpcCommand<typeof updateTripRpc> {}
