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
