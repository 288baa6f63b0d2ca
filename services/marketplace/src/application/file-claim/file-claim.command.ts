import type { fileClaimRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `fileClaim` as a command: the checked request and the caller. */
export class FileClaimCommand extends RpcCommand<typeof fileClaimRpc> {}
