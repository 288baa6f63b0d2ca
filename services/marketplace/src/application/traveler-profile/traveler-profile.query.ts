import type { travelerProfileRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `travelerProfile` as a query: the checked request and the caller. */
export class TravelerProfileQuery extends RpcQuery<typeof travelerProfileRpc> {}
