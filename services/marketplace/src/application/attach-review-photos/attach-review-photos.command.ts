import type { attachReviewPhotosRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `attachReviewPhotos` as a command: the checked request and the caller. */
export class AttachReviewPhotosCommand extends RpcCommand<typeof attachReviewPhotosRpc> {}
