import type { relayPublicStorageLimitsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `relay.publicStorageLimits` as a query: anyone may ask, signed in or not. */
export class GetPublicStorageLimitsQuery extends RpcQuery<typeof relayPublicStorageLimitsRpc> {}
