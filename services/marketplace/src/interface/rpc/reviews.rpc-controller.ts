import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  adminListReviewsRpc,
  attachReviewPhotosRpc,
  getReviewRpc,
  hideReviewRpc,
  reportReviewRpc,
  restoreReviewRpc,
  shipmentReviewsRpc,
  submitReviewRpc,
  userReviewsRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { AttachReviewPhotosCommand } from '../../application/attach-review-photos/attach-review-photos.command.js';
import { GetReviewQuery } from '../../application/get-review/get-review.query.js';
import { SubmitReviewCommand } from '../../application/submit-review/submit-review.command.js';
import { ShipmentReviewsQuery } from '../../application/shipment-reviews/shipment-reviews.query.js';
import { UserReviewsQuery } from '../../application/user-reviews/user-reviews.query.js';
import { ReportReviewCommand } from '../../application/report-review/report-review.command.js';
import { AdminListReviewsQuery } from '../../application/admin-list-reviews/admin-list-reviews.query.js';
import { HideReviewCommand } from '../../application/hide-review/hide-review.command.js';
import { RestoreReviewCommand } from '../../application/restore-review/restore-review.command.js';

/** Reviews and ratings of delivered shipments (spec §5): each RPC dispatched to its use case. */
@Controller()
export class ReviewsRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(submitReviewRpc)
  submitReview(@RpcPayload() req: RpcRequest<typeof submitReviewRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new SubmitReviewCommand(req, meta));
  }

  @Rpc(shipmentReviewsRpc)
  shipmentReviews(@RpcPayload() req: RpcRequest<typeof shipmentReviewsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new ShipmentReviewsQuery(req, meta));
  }

  @Rpc(userReviewsRpc)
  userReviews(@RpcPayload() req: RpcRequest<typeof userReviewsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new UserReviewsQuery(req, meta));
  }

  @Rpc(attachReviewPhotosRpc)
  attachReviewPhotos(@RpcPayload() req: RpcRequest<typeof attachReviewPhotosRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new AttachReviewPhotosCommand(req, meta));
  }

  @Rpc(getReviewRpc)
  getReview(@RpcPayload() req: RpcRequest<typeof getReviewRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetReviewQuery(req, meta));
  }

  @Rpc(reportReviewRpc)
  reportReview(@RpcPayload() req: RpcRequest<typeof reportReviewRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new ReportReviewCommand(req, meta));
  }

  @Rpc(adminListReviewsRpc)
  adminListReviews(@RpcPayload() req: RpcRequest<typeof adminListReviewsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new AdminListReviewsQuery(req, meta));
  }

  @Rpc(hideReviewRpc)
  hideReview(@RpcPayload() req: RpcRequest<typeof hideReviewRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new HideReviewCommand(req, meta));
  }

  @Rpc(restoreReviewRpc)
  restoreReview(@RpcPayload() req: RpcRequest<typeof restoreReviewRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new RestoreReviewCommand(req, meta));
  }
}
