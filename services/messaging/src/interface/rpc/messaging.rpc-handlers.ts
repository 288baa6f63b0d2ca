import {
  adminListMessageReportsRpc,
  blockUserRpc,
  counterpartsRpc,
  listConversationsRpc,
  listMessagesRpc,
  listNotificationsRpc,
  markAllNotificationsReadRpc,
  markConversationDeliveredRpc,
  markConversationReadRpc,
  markNotificationReadRpc,
  messagesSinceRpc,
  messagingPingRpc,
  reactToMessageRpc,
  reportMessageRpc,
  sendMessageRpc,
  unblockUserRpc,
  unreadCountRpc,
} from '@oneway/contracts';
import { metadataFromRpc, type RpcServer } from '@oneway/service-kit';
import { requireActor, requireStaff } from '../../application/caller.js';
import {
  markConversation,
  reactToMessage,
  reportMessage,
  setBlocked,
} from '../../application/commands/conversation.handlers.js';
import { markAllNotificationsRead, markNotificationRead } from '../../application/commands/notification.handlers.js';
import { sendMessage } from '../../application/commands/send-message.handler.js';
import type { MessagingDeps } from '../../application/messaging-deps.js';
import {
  counterparts,
  listConversations,
  listMessageReports,
  unreadTotal,
} from '../../application/queries/conversations.query.js';
import { requireUser } from '../../application/queries/directory.query.js';
import { listMessages, messagesSince } from '../../application/queries/messages.query.js';
import { listNotifications } from '../../application/queries/notifications.query.js';
import { conversationIdOf } from '../../domain/conversation/conversation-id.js';

/** Binds every messaging RPC contract to its use case; the caller always comes from `meta.actor`. */
export function registerMessagingRpc(rpc: RpcServer, deps: MessagingDeps): void {
  const md = (meta: Parameters<typeof metadataFromRpc>[0]) => metadataFromRpc(meta, deps.now());

  rpc.handle(messagingPingRpc, async () => ({ service: 'messaging' as const }));

  // Conversations and messages
  rpc.handle(sendMessageRpc, async (p, meta) => sendMessage(deps, requireActor(meta), p, md(meta)));
  rpc.handle(listConversationsRpc, async (p, meta) =>
    listConversations(deps.pool, requireActor(meta).userId, p.shipmentId),
  );
  rpc.handle(listMessagesRpc, async (p, meta) => {
    const me = requireActor(meta).userId;
    const user = await requireUser(deps.pool, p.userId);
    const page = await listMessages(deps.pool, conversationIdOf(me, p.userId), p);
    return { ...page, user: { id: user.id, fullName: user.fullName, username: user.username } };
  });
  rpc.handle(messagesSinceRpc, async (p, meta) =>
    messagesSince(deps.pool, requireActor(meta).userId, p.since, p.limit),
  );
  rpc.handle(markConversationReadRpc, async (p, meta) =>
    markConversation(deps, requireActor(meta), p.userId, 'read', md(meta)),
  );
  rpc.handle(markConversationDeliveredRpc, async (p, meta) =>
    markConversation(deps, requireActor(meta), p.userId, 'delivered', md(meta)),
  );
  rpc.handle(reactToMessageRpc, async (p, meta) =>
    reactToMessage(deps, requireActor(meta), p.messageId, p.emoji, md(meta)),
  );
  rpc.handle(reportMessageRpc, async (p, meta) =>
    reportMessage(deps, requireActor(meta), p.messageId, p.reason, md(meta)),
  );
  rpc.handle(blockUserRpc, async (p, meta) => setBlocked(deps, requireActor(meta), p.userId, true, md(meta)));
  rpc.handle(unblockUserRpc, async (p, meta) => setBlocked(deps, requireActor(meta), p.userId, false, md(meta)));
  rpc.handle(unreadCountRpc, async (_p, meta) => ({ total: await unreadTotal(deps.pool, requireActor(meta).userId) }));
  rpc.handle(counterpartsRpc, async (_p, meta) => ({
    userIds: await counterparts(deps.pool, requireActor(meta).userId),
  }));
  rpc.handle(adminListMessageReportsRpc, async (p, meta) => {
    requireStaff(meta);
    return listMessageReports(deps.pool, p.page, p.pageSize);
  });

  // Notifications
  rpc.handle(listNotificationsRpc, async (p, meta) => listNotifications(deps.pool, requireActor(meta).userId, p));
  rpc.handle(markNotificationReadRpc, async (p, meta) =>
    markNotificationRead(deps, requireActor(meta), p.notificationId, md(meta)),
  );
  rpc.handle(markAllNotificationsReadRpc, async (_p, meta) =>
    markAllNotificationsRead(deps, requireActor(meta), md(meta)),
  );
}
