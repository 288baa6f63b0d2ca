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

/** A state of one's own to change in place: the containers are copies, the records shared. */
interface Draft {
  conversationId: string | null;
  messages: Record<string, MessageRecord>;
  blocks: string[];
}

function updateMessages(draft: Draft, ids: readonly string[], change: (m: MessageRecord) => MessageRecord): void {
  for (const id of ids) {
    const m = draft.messages[id];
    if (m) draft.messages[id] = change(m);
  }
}

/** One event's effect on a draft. Records are replaced, never changed, so older states keep theirs. */
function apply(draft: Draft, event: ConversationEvent): void {
  switch (event.type) {
    case 'messaging.message.sent': {
      const d = event.data;
      draft.conversationId = d.conversationId;
      draft.messages[d.messageId] = {
        senderId: d.senderId,
        recipientId: d.recipientId,
        content: d.content,
        shipmentId: d.shipmentId,
        delivered: false,
        read: false,
        reaction: null,
        reportedBy: [],
      };
      return;
    }
    case 'messaging.message.delivered':
      return updateMessages(draft, event.data.messageIds, (m) => ({ ...m, delivered: true }));
    case 'messaging.message.read':
      return updateMessages(draft, event.data.messageIds, (m) => ({ ...m, delivered: true, read: true }));
    case 'messaging.message.reaction_set':
      return updateMessages(draft, [event.data.messageId], (m) => ({ ...m, reaction: event.data.emoji }));
    case 'messaging.message.reported':
      return updateMessages(draft, [event.data.messageId], (m) => ({
        ...m,
        reportedBy: [...m.reportedBy, event.data.reporterId],
      }));
    case 'messaging.conversation.user_blocked':
      draft.conversationId = event.data.conversationId;
      draft.blocks.push(blockKey(event.data.blockerId, event.data.blockedId));
      return;
    case 'messaging.conversation.user_unblocked': {
      const key = blockKey(event.data.blockerId, event.data.blockedId);
      draft.blocks = draft.blocks.filter((b) => b !== key);
      return;
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

const draftOf = (state: ConversationState): Draft => ({
  conversationId: state.conversationId,
  messages: { ...state.messages },
  blocks: [...state.blocks],
});

export function evolveConversation(state: ConversationState, event: ConversationEvent): ConversationState {
  const draft = draftOf(state);
  apply(draft, event);
  return draft;
}

/**
 * A whole stream's state in one pass over one draft: the same as reducing `evolveConversation`,
 * without copying every message so far for each event (a send loads its conversation's stream,
 * and a conversation of n messages cost n² copies).
 */
export function foldConversation(events: readonly ConversationEvent[]): ConversationState {
  const draft = draftOf(initialConversationState());
  for (const e of events) apply(draft, e);
  return draft;
}
