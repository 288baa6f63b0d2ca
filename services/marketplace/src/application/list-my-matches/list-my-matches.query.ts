import type { listMyMatchesRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `listMyMatches` as a query: the checked request and the caller. */
export class ListMyMatchesQuery extends RpcQuery<typeof listMyMatchesRpc> {}
