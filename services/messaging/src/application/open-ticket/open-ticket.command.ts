import type { openTicketRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `openTicket` as a command: the checked request and the caller. */
export class OpenTicketCommand extends RpcCommand<typeof openTicketRpc> {}
