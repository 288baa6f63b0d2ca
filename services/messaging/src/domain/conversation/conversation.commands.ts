/** What the application knows about the recipient when a message is sent (from read models). */
export interface RecipientFacts {
  exists: boolean;
  banned: boolean;
}

export type ConversationCommand =
  | {
      type: 'send_message';
      conversationId: string;
      messageId: string;
      senderId: string;
      recipientId: string;
      content: string;
      shipmentId: string | null;
      recipient: RecipientFacts;
      /** The sender's display name from the directory, carried by the event (absent: not known). */
      senderName?: string | null;
      /** For a shipment thread: both people are that shipment's sender and one of its travelers. */
      threadAllowed: boolean;
    }
  | { type: 'mark_delivered'; conversationId: string; recipientId: string }
  | { type: 'mark_read'; conversationId: string; readerId: string }
  | { type: 'react'; userId: string; messageId: string; emoji: string | null }
  | { type: 'report_message'; reporterId: string; messageId: string; reason: string }
  | { type: 'block_user'; conversationId: string; blockerId: string; blockedId: string }
  | { type: 'unblock_user'; conversationId: string; blockerId: string; blockedId: string };
