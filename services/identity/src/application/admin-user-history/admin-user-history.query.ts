import type { adminUserHistoryRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `adminUserHistory` as a query: the checked request and the caller. */
export class AdminUserHistoryQuery extends RpcQuery<typeof adminUserHistoryRpc> {}
