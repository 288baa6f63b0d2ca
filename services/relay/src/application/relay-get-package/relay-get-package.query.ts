import type { relayGetPackageRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `relayGetPackage` as a query: the checked request and the caller. */
export class RelayGetPackageQuery extends RpcQuery<typeof relayGetPackageRpc> {}
