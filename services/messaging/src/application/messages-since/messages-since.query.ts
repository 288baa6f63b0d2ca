import type { messagesSinceRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `messagesSince` as a query: the checked request and the caller. */
export class MessagesSinceQuery extends RpcQuery<typeof messagesSinceRpc> {}
