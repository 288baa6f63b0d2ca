import type { unreadCountRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `unreadCount` as a query: the checked request and the caller. */
export class UnreadCountQuery extends RpcQuery<typeof unreadCountRpc> {}
