import type { staffClaimsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `staffClaims` as a query: the checked request and the caller. */
export class StaffClaimsQuery extends RpcQuery<typeof staffClaimsRpc> {}
