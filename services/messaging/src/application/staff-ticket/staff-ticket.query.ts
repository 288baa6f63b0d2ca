import type { staffTicketRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `staffTicket` as a query: the checked request and the caller. */
export class StaffTicketQuery extends RpcQuery<typeof staffTicketRpc> {}
