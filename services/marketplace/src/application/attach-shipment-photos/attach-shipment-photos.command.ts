import type { attachShipmentPhotosRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `attachShipmentPhotos` as a command: the checked request and the caller. */
export class AttachShipmentPhotosCommand extends RpcCommand<typeof attachShipmentPhotosRpc> {}
