import type { getCurrentUserRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `getCurrentUser` as a query: the checked request and the caller. */
export class GetCurrentUserQuery extends RpcQuery<typeof getCurrentUserRpc> {}
