import type { adminCreateRelayPointRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `adminCreateRelayPoint` as a command: the checked request and the caller. */
export class AdminCreateRelayPointCommand extends RpcCommand<typeof adminCreateRelayPointRpc> {}
