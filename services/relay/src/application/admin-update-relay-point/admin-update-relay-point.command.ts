import type { adminUpdateRelayPointRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `adminUpdateRelayPoint` as a command: the checked request and the caller. */
export class AdminUpdateRelayPointCommand extends RpcCommand<typeof adminUpdateRelayPointRpc> {}
