import type { getJwksRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `getJwks` as a query: the checked request and the caller. */
export class GetJwksQuery extends RpcQuery<typeof getJwksRpc> {}
