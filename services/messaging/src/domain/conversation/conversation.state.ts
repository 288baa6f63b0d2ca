import type {
  EventOf,
  messageReactionSetV1,
  messageReportedV1,
  messageSentV1,
  messagesDeliveredV1,
  messagesReadV1,
  userBlockedV1,
  userUnblockedV1,
} from '@oneway/contracts';

export type ConversationEvent =
  | EventOf<typeof messageSentV1>
  | EventOf<typeof messagesDeliveredV1>
  | EventOf<typeof messagesReadV1>
  | EventOf<typeof messageReactionSetV1>
  | EventOf<typeof messageReportedV1>
  | EventOf<typeof userBlockedV1>
  | EventOf<typeof userUnblockedV1>;

export interface MessageRecord {
  senderId: string;
  recipientId: string;
  content: string;
  shipmentId: string | null;
  delivered: boolean;
  read: boolean;
  reaction: string | null;
  reportedBy: readonly string[];
}

export interface ConversationState {
  conversationId: string | null;
  messages: Readonly<Record<string, MessageRecord>>;
  /** `blocker>blocked` pairs. */
  blocks: readonly string[];
}

export const blockKey = (blockerId: string, blockedId: string) => `${blockerId}>${blockedId}`;

export const initialConversationState = (): ConversationState => ({ conversationId: null, messages: {}, blocks: [] });

function updateMessages(
  state: ConversationState,
  ids: readonly string[],
  change: (m: MessageRecord) => MessageRecord,
): ConversationState {
  const messages = { ...state.messages };
  for (const id of ids) {
    const m = messages[id];
    if (m) messages[id] = change(m);
  }
  return { ...state, messages };
}

export function evolveConversation(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'messaging.message.sent': {
      const d = event.data;
      return {
        ...state,
        conversationId: d.conversationId,
        messages: {
          ...state.messages,
          [d.messageId]: {
            senderId: d.senderId,
            recipientId: d.recipientId,
            content: d.content,
            shipmentId: d.shipmentId,
            delivered: false,
            read: false,
            reaction: null,
            reportedBy: [],
          },
        },
      };
    }
    case 'messaging.message.delivered':
      return updateMessages(state, event.data.messageIds, (m) => ({ ...m, delivered: true }));
    case 'messaging.message.read':
      return updateMessages(state, event.data.messageIds, (m) => ({ ...m, delivered: true, read: true }));
    case 'messaging.message.reaction_set':
      return updateMessages(state, [event.data.messageId], (m) => ({ ...m, reaction: event.data.emoji }));
    case 'messaging.message.reported':
      return updateMessages(state, [event.data.messageId], (m) => ({
        ...m,
        reportedBy: [...m.reportedBy, event.data.reporterId],
      }));
    case 'messaging.conversation.user_blocked':
      return {
        ...state,
        conversationId: event.data.conversationId,
        blocks: [...state.blocks, blockKey(event.data.blockerId, event.data.blockedId)],
      };
    case 'messaging.conversation.user_unblocked': {
      const key = blockKey(event.data.blockerId, event.data.blockedId);
      return { ...state, blocks: state.blocks.filter((b) => b !== key) };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}
