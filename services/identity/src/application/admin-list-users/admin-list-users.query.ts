import type { adminListUsersRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `adminListUsers` as a query: the checked request and the caller. */
export class AdminListUsersQuery extends RpcQuery<typeof adminListUsersRpc> {}
