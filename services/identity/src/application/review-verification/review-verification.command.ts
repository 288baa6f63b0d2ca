import type { adminReviewVerificationRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `adminReviewVerification` as a command: the checked request and the caller. */
export class ReviewVerificationCommand extends RpcCommand<typeof adminReviewVerificationRpc> {}
