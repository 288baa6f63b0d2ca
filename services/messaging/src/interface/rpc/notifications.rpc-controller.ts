import { Controller } from '@nestjs/common';
import {
  listNotificationsRpc,
  markAllNotificationsReadRpc,
  markNotificationReadRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ListNotificationsQuery } from '../../application/list-notifications/list-notifications.query.js';
import { MarkNotificationReadCommand } from '../../application/mark-notification-read/mark-notification-read.command.js';
import { MarkAllNotificationsReadCommand } from '../../application/mark-all-notifications-read/mark-all-notifications-read.command.js';

/** The caller's notifications: list, read one, read all. */
@Controller()
export class NotificationsRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(listNotificationsRpc)
  list(@RpcPayload() req: RpcRequest<typeof listNotificationsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new ListNotificationsQuery(req, meta));
  }

  @Rpc(markNotificationReadRpc)
  read(@RpcPayload() req: RpcRequest<typeof markNotificationReadRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new MarkNotificationReadCommand(req, meta));
  }

  @Rpc(markAllNotificationsReadRpc)
  readAll(@RpcPayload() req: RpcRequest<typeof markAllNotificationsReadRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new MarkAllNotificationsReadCommand(req, meta));
  }
}
