import type { getClaimRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `getClaim` as a query: the checked request and the caller. */
export class GetClaimQuery extends RpcQuery<typeof getClaimRpc> {}
