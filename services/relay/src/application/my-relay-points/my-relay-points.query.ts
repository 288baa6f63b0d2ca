import type { myRelayPointsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `myRelayPoints` as a query: the checked request and the caller. */
export class MyRelayPointsQuery extends RpcQuery<typeof myRelayPointsRpc> {}
