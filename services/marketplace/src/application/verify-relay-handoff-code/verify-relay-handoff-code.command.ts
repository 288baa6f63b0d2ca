import type { verifyRelayHandoffCodeRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `verifyRelayHandoffCode` as a command: the checked request and the caller. */
export class VerifyRelayHandoffCodeCommand extends RpcCommand<typeof verifyRelayHandoffCodeRpc> {}
