import type { submitVerificationDocumentsRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `submitVerificationDocuments` as a command: the checked request and the caller. */
export class SubmitVerificationDocumentsCommand extends RpcCommand<typeof submitVerificationDocumentsRpc> {}
