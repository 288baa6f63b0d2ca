import type { adminListCountryRequestsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `adminListCountryRequests` as a query: the checked request and the caller. */
export class AdminListCountryRequestsQuery extends RpcQuery<typeof adminListCountryRequestsRpc> {}
