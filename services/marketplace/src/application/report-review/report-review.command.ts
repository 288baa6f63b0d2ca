import type { reportReviewRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `reportReview` as a command: the checked request and the caller. */
export class ReportReviewCommand extends RpcCommand<typeof reportReviewRpc> {}
