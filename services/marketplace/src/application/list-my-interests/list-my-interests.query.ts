import type { listMyInterestsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `listMyInterests` as a query: the checked request and the caller. */
export class ListMyInterestsQuery extends RpcQuery<typeof listMyInterestsRpc> {}
