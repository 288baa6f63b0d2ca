import type { paymentsCompleteAuthenticationRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `completeAuthentication` as a command: the checked request and the caller. */
export class CompleteAuthenticationCommand extends RpcCommand<typeof paymentsCompleteAuthenticationRpc> {}
