import type { submitReviewRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `submitReview` as a command: the checked request and the caller. */
export class SubmitReviewCommand extends RpcCommand<typeof submitReviewRpc> {}
