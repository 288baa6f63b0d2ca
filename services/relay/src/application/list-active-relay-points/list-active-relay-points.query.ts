import type { listActiveRelayPointsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `listActiveRelayPoints` as a query: the checked request and the caller. */
export class ListActiveRelayPointsQuery extends RpcQuery<typeof listActiveRelayPointsRpc> {}
