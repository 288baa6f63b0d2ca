import type { createTripRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `createTrip` as a command: the checked request and the caller. */
export class CreateTripCommand extends RpcCommand<typeof createTripRpc> {}
