import type { replyMyTicketRpc } from '@oneway/contracts';
import { RpcCommand } from '@oneway/service-kit';

/** `replyMyTicket` as a command: the checked request and the caller. */
export class ReplyMyTicketCommand extends RpcCommand<typeof replyMyTicketRpc> {}
