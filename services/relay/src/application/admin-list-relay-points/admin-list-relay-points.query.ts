import type { adminListRelayPointsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `adminListRelayPoints` as a query: the checked request and the caller. */
export class AdminListRelayPointsQuery extends RpcQuery<typeof adminListRelayPointsRpc> {}
