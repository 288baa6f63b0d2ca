import type { listConversationsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `listConversations` as a query: the checked request and the caller. */
export class ListConversationsQuery extends RpcQuery<typeof listConversationsRpc> {}
