import type { markConversationDeliveredRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `markConversationDelivered` as a command: the checked request and the caller. */
export class MarkConversationDeliveredCommand extends RpcCommand<typeof markConversationDeliveredRpc> {}
