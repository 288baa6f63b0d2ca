import type { adminGetRelayPointRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `adminGetRelayPoint` as a query: the checked request and the caller. */
export class AdminGetRelayPointQuery extends RpcQuery<typeof adminGetRelayPointRpc> {}
