import type { hideReviewRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `hideReview` as a command: the checked request and the caller. */
export class HideReviewCommand extends RpcCommand<typeof hideReviewRpc> {}
