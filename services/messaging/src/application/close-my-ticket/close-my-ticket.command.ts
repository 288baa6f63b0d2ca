import type { closeMyTicketRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `closeMyTicket` as a command: the checked request and the caller. */
export class CloseMyTicketCommand extends RpcCommand<typeof closeMyTicketRpc> {}
