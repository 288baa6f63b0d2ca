import type { sendMessageRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `sendMessage` as a command: the checked request and the caller. */
export class SendMessageCommand extends RpcCommand<typeof sendMessageRpc> {}
