import type { staffAssignTicketRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `staffAssignTicket` as a command: the checked request and the caller. */
export class StaffAssignTicketCommand extends RpcCommand<typeof staffAssignTicketRpc> {}
