import type { listMessagesRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `listMessages` as a query: the checked request and the caller. */
export class ListMessagesQuery extends RpcQuery<typeof listMessagesRpc> {}
