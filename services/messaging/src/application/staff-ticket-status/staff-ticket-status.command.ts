import type { staffTicketStatusRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `staffTicketStatus` as a command: the checked request and the caller. */
export class StaffTicketStatusCommand extends RpcCommand<typeof staffTicketStatusRpc> {}
