import type { counterpartsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `counterparts` as a query: the checked request and the caller. */
export class CounterpartsQuery extends RpcQuery<typeof counterpartsRpc> {}
