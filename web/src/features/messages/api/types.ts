export type Message = {
  id: string;
  conversationId: string;
  senderId: string;
  recipientId: string;
  content: string;
  shipmentId: string | null;
  messageType: 'text';
  delivered: boolean;
  read: boolean;
  reactionEmoji: string | null;
  createdAt: string;
};

/** Spec §3 conversation summary: userId, user.fullName, lastMessage (content, createdAt). */
export type ConversationSummary = {
  conversationId: string;
  userId: string;
  user: { fullName: string; username: string | null };
  lastMessage: { content: string; createdAt: string; senderId: string } | null;
  unreadCount: number;
  shipmentIds: string[];
  blockedByMe: boolean;
};
