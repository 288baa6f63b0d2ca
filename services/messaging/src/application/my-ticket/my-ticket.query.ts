import type { myTicketRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `myTicket` as a query: the checked request and the caller. */
export class MyTicketQuery extends RpcQuery<typeof myTicketRpc> {}
