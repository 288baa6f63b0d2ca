import { Controller } from '@nestjs/common';
import {
  closeMyTicketRpc,
  myTicketRpc,
  myTicketsRpc,
  openTicketRpc,
  replyMyTicketRpc,
  staffAssignTicketRpc,
  staffReplyTicketRpc,
  staffTicketRpc,
  staffTicketStatusRpc,
  staffTicketsRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { OpenTicketCommand } from '../../application/open-ticket/open-ticket.command.js';
import { MyTicketsQuery } from '../../application/my-tickets/my-tickets.query.js';
import { MyTicketQuery } from '../../application/my-ticket/my-ticket.query.js';
import { ReplyMyTicketCommand } from '../../application/reply-my-ticket/reply-my-ticket.command.js';
import { CloseMyTicketCommand } from '../../application/close-my-ticket/close-my-ticket.command.js';
import { StaffTicketsQuery } from '../../application/staff-tickets/staff-tickets.query.js';
import { StaffTicketQuery } from '../../application/staff-ticket/staff-ticket.query.js';
import { StaffReplyTicketCommand } from '../../application/staff-reply-ticket/staff-reply-ticket.command.js';
import { StaffAssignTicketCommand } from '../../application/staff-assign-ticket/staff-assign-ticket.command.js';
import { StaffTicketStatusCommand } from '../../application/staff-ticket-status/staff-ticket-status.command.js';

/**
 * Support tickets. The owner's calls answer only the caller's tickets and never an internal
 * note; the staff calls (admin, moderator, support) are refused to everyone else.
 */
@Controller()
export class SupportTicketsRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(openTicketRpc)
  open(@RpcPayload() req: RpcRequest<typeof openTicketRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new OpenTicketCommand(req, meta));
  }

  @Rpc(myTicketsRpc)
  mine(@RpcPayload() req: RpcRequest<typeof myTicketsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new MyTicketsQuery(req, meta));
  }

  @Rpc(myTicketRpc)
  one(@RpcPayload() req: RpcRequest<typeof myTicketRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new MyTicketQuery(req, meta));
  }

  @Rpc(replyMyTicketRpc)
  reply(@RpcPayload() req: RpcRequest<typeof replyMyTicketRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new ReplyMyTicketCommand(req, meta));
  }

  @Rpc(closeMyTicketRpc)
  close(@RpcPayload() req: RpcRequest<typeof closeMyTicketRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new CloseMyTicketCommand(req, meta));
  }

  @Rpc(staffTicketsRpc)
  queue(@RpcPayload() req: RpcRequest<typeof staffTicketsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new StaffTicketsQuery(req, meta));
  }

  @Rpc(staffTicketRpc)
  staffOne(@RpcPayload() req: RpcRequest<typeof staffTicketRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new StaffTicketQuery(req, meta));
  }

  @Rpc(staffReplyTicketRpc)
  staffReply(@RpcPayload() req: RpcRequest<typeof staffReplyTicketRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new StaffReplyTicketCommand(req, meta));
  }

  @Rpc(staffAssignTicketRpc)
  assign(@RpcPayload() req: RpcRequest<typeof staffAssignTicketRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new StaffAssignTicketCommand(req, meta));
  }

  @Rpc(staffTicketStatusRpc)
  status(@RpcPayload() req: RpcRequest<typeof staffTicketStatusRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new StaffTicketStatusCommand(req, meta));
  }
}
