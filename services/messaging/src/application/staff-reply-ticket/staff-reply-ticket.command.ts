import type { staffReplyTicketRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `staffReplyTicket` as a command: the checked request and the caller. */
export class StaffReplyTicketCommand extends RpcCommand<typeof staffReplyTicketRpc> {}
