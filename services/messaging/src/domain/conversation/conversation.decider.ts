import type { Decider } from '@oneway/contracts';
import type { ConversationCommand } from './conversation.commands.js';
import { decideConversation } from './conversation.decide.js';
import {
  evolveConversation,
  foldConversation,
  initialConversationState,
  type ConversationEvent,
  type ConversationState,
} from './conversation.state.js';

export const conversationDecider: Decider<ConversationCommand, ConversationState, ConversationEvent> = {
  initialState: initialConversationState,
  evolve: evolveConversation,
  foldAll: foldConversation,
  decide: (command, state) => decideConversation(command, state),
};

export const conversationStreamId = (conversationId: string) => `conversation-${conversationId}`;

/**
 * What a send decides on: the pair's blocks, and the message's own events (a retry finds its
 * message). A send reads only these, not every message of a long conversation before it;
 * `conversation.decider.spec.ts` proves a send decides on them as on the whole stream.
 */
export const sendSlice = (messageId: string) => ({
  types: ['messaging.conversation.user_blocked', 'messaging.conversation.user_unblocked'],
  orData: { key: 'messageId', value: messageId },
});
