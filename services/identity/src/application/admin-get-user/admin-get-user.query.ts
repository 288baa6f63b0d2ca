import type { adminGetUserRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `adminGetUser` as a query: the checked request and the caller. */
export class AdminGetUserQuery extends RpcQuery<typeof adminGetUserRpc> {}
