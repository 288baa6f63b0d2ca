import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { eventEnvelopeSchema, type EventData } from '@oneway/contracts';
import type {
  messageReactionSetV1,
  messageSentV1,
  messagesDeliveredV1,
  messagesReadV1,
  notificationCreatedV1,
} from '@oneway/contracts';
import type { Logger } from '@oneway/service-kit/edge';

/** Someone's socket should receive this (on whichever instance holds it). */
export type LiveDelivery = { userIds: string[]; message: { type: string; data: unknown } };

/**
 * Messaging's events as live socket messages. Every gateway instance subscribes to the
 * messaging subjects (plain NATS, no queue group) and delivers to the sockets it holds, so
 * any number of gateways serve one conversation. A gateway that was down misses nothing
 * that matters: clients catch up over REST when they reconnect.
 */
export class MessagingFeed {
  private sub: Subscription | null = null;

  constructor(
    private readonly o: {
      nc: NatsConnection;
      prefix: string;
      logger: Logger;
      deliver: (delivery: LiveDelivery) => void;
      onMessageSent?: (senderId: string, recipientId: string) => void;
    },
  ) {}

  start(): void {
    this.sub = this.o.nc.subscribe(`${this.o.prefix}.messaging.>`, {
      callback: (err, msg) => {
        if (err) return this.o.logger.error({ err }, 'messaging feed subscription error');
        try {
          const envelope = eventEnvelopeSchema.parse(msg.json());
          const delivery = toLive(envelope.type, envelope.data, envelope.occurredAt);
          if (envelope.type === 'messaging.message.sent') {
            const d = envelope.data as EventData<typeof messageSentV1>;
            this.o.onMessageSent?.(d.senderId, d.recipientId);
          }
          if (delivery) this.o.deliver(delivery);
        } catch (err) {
          this.o.logger.warn({ err, subject: msg.subject }, 'messaging feed skipped a message');
        }
      },
    });
  }

  async stop(): Promise<void> {
    this.sub?.unsubscribe();
  }
}

/**
 * A sent message as both people's sockets receive it: from the send's answer, fanned out by the
 * gateway that took it, and again from the relayed event (each socket gets it once).
 */
export function messageDelivery(m: {
  id: string;
  conversationId: string;
  senderId: string;
  recipientId: string;
  content: string;
  shipmentId: string | null;
  createdAt: string;
}): LiveDelivery {
  return {
    userIds: [m.recipientId, m.senderId],
    message: {
      type: 'message',
      data: {
        id: m.id,
        conversationId: m.conversationId,
        senderId: m.senderId,
        recipientId: m.recipientId,
        content: m.content,
        shipmentId: m.shipmentId,
        messageType: 'text',
        delivered: false,
        read: false,
        reactionEmoji: null,
        createdAt: m.createdAt,
      },
    },
  };
}

/** The live socket message for one messaging event, and who receives it. */
export function toLive(type: string, raw: unknown, occurredAt: string): LiveDelivery | null {
  switch (type) {
    case 'messaging.message.sent': {
      const d = raw as EventData<typeof messageSentV1>;
      return messageDelivery({ ...d, id: d.messageId, createdAt: occurredAt });
    }
    case 'messaging.message.read': {
      const d = raw as EventData<typeof messagesReadV1>;
      return { userIds: [d.readerId, ...(d.senderId ? [d.senderId] : [])], message: { type: 'message_read', data: d } };
    }
    case 'messaging.message.delivered': {
      const d = raw as EventData<typeof messagesDeliveredV1>;
      return {
        userIds: [d.recipientId, ...(d.senderId ? [d.senderId] : [])],
        message: { type: 'message_delivered', data: d },
      };
    }
    case 'messaging.message.reaction_set': {
      const d = raw as EventData<typeof messageReactionSetV1>;
      return {
        userIds: [d.userId, ...(d.senderId ? [d.senderId] : [])],
        message: { type: 'message_reaction', data: d },
      };
    }
    case 'messaging.notification.created': {
      const d = raw as EventData<typeof notificationCreatedV1>;
      return {
        userIds: [d.userId],
        message: {
          type: 'notification',
          data: {
            id: d.notificationId,
            type: d.type,
            title: d.title,
            content: d.content,
            link: d.link,
            relatedId: d.relatedId,
            senderUserId: d.senderUserId,
            read: false,
            createdAt: occurredAt,
          },
        },
      };
    }
    default:
      return null;
  }
}
