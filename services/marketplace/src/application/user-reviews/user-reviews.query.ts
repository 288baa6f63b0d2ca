import type { userReviewsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `userReviews` as a query: the checked request and the caller. */
export class UserReviewsQuery extends RpcQuery<typeof userReviewsRpc> {}
