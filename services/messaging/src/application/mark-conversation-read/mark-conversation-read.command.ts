import type { markConversationReadRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `markConversationRead` as a command: the checked request and the caller. */
export class MarkConversationReadCommand extends RpcCommand<typeof markConversationReadRpc> {}
