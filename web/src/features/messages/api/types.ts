// Messaging shapes: the contracts' zod-inferred types (libs/contracts/src/rpc/messaging.rpc.ts).
import type { MessageView } from '@oneway/contracts';

export type Message = MessageView;

/** Spec §3 conversation summary: userId, user.fullName, lastMessage (content, createdAt). */
export type { ConversationSummary } from '@oneway/contracts';
