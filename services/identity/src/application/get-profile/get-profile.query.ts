import type { getProfileRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `getProfile` as a query: the checked request and the caller. */
export class GetProfileQuery extends RpcQuery<typeof getProfileRpc> {}
