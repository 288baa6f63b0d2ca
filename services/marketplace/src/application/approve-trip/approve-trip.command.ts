import type { approveTripRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `approveTrip` as a command: the checked request and the caller. */
export class ApproveTripCommand extends RpcCommand<typeof approveTripRpc> {}
