import type { Decider } from '@oneway/contracts';
import type { ConversationCommand } from './conversation.commands.js';
import { decideConversation } from './conversation.decide.js';
import {
  evolveConversation,
  initialConversationState,
  type ConversationEvent,
  type ConversationState,
} from './conversation.state.js';

export const conversationDecider: Decider<ConversationCommand, ConversationState, ConversationEvent> = {
  initialState: initialConversationState,
  evolve: evolveConversation,
  decide: (command, state) => decideConversation(command, state),
};

export const conversationStreamId = (conversationId: string) => `conversation-${conversationId}`;
