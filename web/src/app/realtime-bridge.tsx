import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markConversationDelivered } from '@/features/messages/api/mark-conversation';
import { rememberLiveNotification, type AppNotification } from '@/features/notifications/api/get-notifications';
import { realtime, type LiveMessage } from '@/lib/realtime';
import { notifyLive } from '@/lib/toaster';
import { viewerId } from '@/lib/viewer';
import { messageKeys } from '@/features/messages/api/message-keys';
import { notificationKeys } from '@/features/notifications/api/notification-keys';

/** Spec §3: a notification toast's title defaults to 'New Notification'; silent_update shows none. */
export function toastForNotification(data: Record<string, unknown>): { title: string; description?: string } | null {
  if (data.type === 'silent_update') return null;
  const title = typeof data.title === 'string' && data.title ? data.title : 'New Notification';
  return { title, description: typeof data.content === 'string' ? data.content : undefined };
}

/**
 * Connects this tab's socket while someone is signed in and turns live messages into fresh
 * data: new messages and receipts refresh the conversations, notifications refresh the bell
 * and show a toast (one at a time, 5 s), and once the socket opens (first or again) everything
 * is fetched again, so nothing sent before it listened is missed.
 */
export function RealtimeBridge() {
  const client = useQueryClient();
  useEffect(() => {
    const off = realtime.subscribe((message: LiveMessage) => {
      const d = message.data;
      switch (message.type) {
        case 'message': {
          const me = viewerId();
          const other = d.senderId === me ? d.recipientId : d.senderId;
          void client.invalidateQueries({ queryKey: messageKeys.conversations });
          void client.invalidateQueries({ queryKey: messageKeys.threadsWith(other as string) });
          if (d.recipientId === me && typeof d.senderId === 'string') {
            void markConversationDelivered(d.senderId).catch(() => {});
          }
          break;
        }
        case 'message_read':
        case 'message_delivered':
        case 'message_reaction':
          void client.invalidateQueries({ queryKey: messageKeys.threads });
          break;
        case 'notification': {
          // The bell lists it even if the refetch below answers before the read model has it.
          if (typeof d.id === 'string' && typeof d.createdAt === 'string')
            rememberLiveNotification(d as unknown as AppNotification);
          void client.invalidateQueries({ queryKey: notificationKeys.all });
          const toast = toastForNotification(d);
          if (toast) notifyLive({ ...toast, type: 'info' });
          break;
        }
        case 'disconnected':
          document.documentElement.dataset.live = 'disconnected';
          break;
        case 'connected':
        case 'reconnected':
          // Whether this tab listens live, for people who build on it (and browser tests).
          document.documentElement.dataset.live = 'connected';
          for (const queryKey of [messageKeys.conversations, messageKeys.threads, notificationKeys.all])
            void client.invalidateQueries({ queryKey: [...queryKey] });
          break;
      }
    });
    realtime.start();
    return () => {
      off();
      realtime.stop();
      delete document.documentElement.dataset.live;
    };
  }, [client]);
  return null;
}
