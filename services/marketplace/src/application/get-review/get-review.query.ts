import type { getReviewRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `getReview` as a query: the checked request and the caller. */
export class GetReviewQuery extends RpcQuery<typeof getReviewRpc> {}
