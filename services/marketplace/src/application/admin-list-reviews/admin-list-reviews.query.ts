import type { adminListReviewsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `adminListReviews` as a query: the checked request and the caller. */
export class AdminListReviewsQuery extends RpcQuery<typeof adminListReviewsRpc> {}
