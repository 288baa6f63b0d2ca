import type { myTicketsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `myTickets` as a query: the checked request and the caller. */
export class MyTicketsQuery extends RpcQuery<typeof myTicketsRpc> {}
