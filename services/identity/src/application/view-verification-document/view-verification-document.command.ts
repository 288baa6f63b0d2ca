import type { adminViewVerificationDocumentRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `adminViewVerificationDocument` as a command: the checked request and the caller. */
export class ViewVerificationDocumentCommand extends RpcCommand<typeof adminViewVerificationDocumentRpc> {}
