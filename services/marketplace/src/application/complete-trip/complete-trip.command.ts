import type { completeTripRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `completeTrip` as a command: the checked request and the caller. */
export class CompleteTripCommand extends RpcCommand<typeof completeTripRpc> {}
