import type { relayReturnToSenderRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `relayReturnToSender` as a command: the checked request and the caller. */
export class RelayReturnToSenderCommand extends RpcCommand<typeof relayReturnToSenderRpc> {}
