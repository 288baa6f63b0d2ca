import type { getMatchRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `getMatch` as a query: the checked request and the caller. */
export class GetMatchQuery extends RpcQuery<typeof getMatchRpc> {}
