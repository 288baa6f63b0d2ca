import type { shipmentReviewsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `shipmentReviews` as a query: the checked request and the caller. */
export class ShipmentReviewsQuery extends RpcQuery<typeof shipmentReviewsRpc> {}
