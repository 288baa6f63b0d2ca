import type { myClaimsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `myClaims` as a query: the checked request and the caller. */
export class MyClaimsQuery extends RpcQuery<typeof myClaimsRpc> {}
