import type { staffTicketsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `staffTickets` as a query: the checked request and the caller. */
export class StaffTicketsQuery extends RpcQuery<typeof staffTicketsRpc> {}
