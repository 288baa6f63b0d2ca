import type { restoreReviewRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `restoreReview` as a command: the checked request and the caller. */
export class RestoreReviewCommand extends RpcCommand<typeof restoreReviewRpc> {}
