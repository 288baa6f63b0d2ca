import type { rejectTripRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `rejectTrip` as a command: the checked request and the caller. */
export class RejectTripCommand extends RpcCommand<typeof rejectTripRpc> {}
