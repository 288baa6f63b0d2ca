import type { publicTrackingRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `publicTracking` as a query: the checked request and the caller. */
export class PublicTrackingQuery extends RpcQuery<typeof publicTrackingRpc> {}
