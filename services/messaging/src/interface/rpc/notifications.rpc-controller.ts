import { Controller, Inject } from '@nestjs/common';
import {
  listNotificationsRpc,
  markAllNotificationsReadRpc,
  markNotificationReadRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { metadataFromRpc, Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { requireActor } from '../../application/caller.js';
import { markAllNotificationsRead, markNotificationRead } from '../../application/commands/notification.handlers.js';
import type { MessagingDeps } from '../../application/messaging-deps.js';
import { listNotifications } from '../../application/queries/notifications.query.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';

/** The caller's notifications: list, read one, read all. */
@Controller()
export class NotificationsRpcController {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  @Rpc(listNotificationsRpc)
  list(@RpcPayload() p: RpcRequest<typeof listNotificationsRpc>, @RpcCaller() meta: RpcMeta) {
    return listNotifications(this.deps.pool, requireActor(meta).userId, p);
  }

  @Rpc(markNotificationReadRpc)
  read(@RpcPayload() p: RpcRequest<typeof markNotificationReadRpc>, @RpcCaller() meta: RpcMeta) {
    return markNotificationRead(
      this.deps,
      requireActor(meta),
      p.notificationId,
      metadataFromRpc(meta, this.deps.now()),
    );
  }

  @Rpc(markAllNotificationsReadRpc)
  readAll(@RpcCaller() meta: RpcMeta) {
    return markAllNotificationsRead(this.deps, requireActor(meta), metadataFromRpc(meta, this.deps.now()));
  }
}
