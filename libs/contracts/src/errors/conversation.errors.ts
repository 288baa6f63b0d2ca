import { defineError } from '../errors.js';

/** Direct messages between users (messaging's Conversation aggregate). */
export const conversationErrors = {
  messageNotFound: defineError({
    code: 'MESSAGING.MESSAGE_NOT_FOUND',
    kind: 'not_found',
    message: 'Message not found',
  }),
  messageIdTaken: defineError({
    code: 'MESSAGING.MESSAGE_ID_TAKEN',
    kind: 'conflict',
    message: 'This message id is already used',
  }),
  /** Messaging or blocking oneself; `field` names the input that points back at the caller. */
  self: defineError({
    code: 'MESSAGING.SELF',
    kind: 'validation',
    message: (field: 'recipientId' | 'userId') =>
      field === 'userId' ? 'You cannot block yourself' : 'You cannot send a message to yourself',
    fieldErrors: (field) => [
      {
        field,
        message: field === 'userId' ? 'You cannot block yourself' : 'You cannot send a message to yourself',
      },
    ],
  }),
  contentEmpty: defineError({
    code: 'MESSAGING.CONTENT_EMPTY',
    kind: 'validation',
    message: 'Message cannot be empty',
    fieldErrors: () => [{ field: 'content', message: 'Message cannot be empty' }],
  }),
  contentTooLong: defineError({
    code: 'MESSAGING.CONTENT_TOO_LONG',
    kind: 'validation',
    message: (max: number) => `Message must be at most ${max} characters`,
    fieldErrors: (max) => [{ field: 'content', message: `Message must be at most ${max} characters` }],
  }),
  senderBanned: defineError({
    code: 'MESSAGING.SENDER_BANNED',
    kind: 'forbidden',
    message: 'Your account cannot send messages',
  }),
  recipientBanned: defineError({
    code: 'MESSAGING.RECIPIENT_BANNED',
    kind: 'forbidden',
    message: 'This user can no longer receive messages',
  }),
  youBlocked: defineError({
    code: 'MESSAGING.YOU_BLOCKED',
    kind: 'forbidden',
    message: 'You blocked this user. Unblock them to send a message.',
  }),
  blocked: defineError({
    code: 'MESSAGING.BLOCKED',
    kind: 'forbidden',
    message: 'You cannot send messages to this user',
  }),
  notInThread: defineError({
    code: 'MESSAGING.NOT_IN_THREAD',
    kind: 'forbidden',
    message: "Only the shipment's sender and its travelers can write in this thread",
  }),
  reactOwn: defineError({
    code: 'MESSAGING.REACT_OWN',
    kind: 'validation',
    message: 'You can react only to messages you received',
    fieldErrors: () => [{ field: 'messageId', message: 'You can react only to messages you received' }],
  }),
  reactionInvalid: defineError({
    code: 'MESSAGING.REACTION_INVALID',
    kind: 'validation',
    message: 'A reaction is a single emoji',
    fieldErrors: () => [{ field: 'emoji', message: 'A reaction is a single emoji' }],
  }),
  reportOwn: defineError({
    code: 'MESSAGING.REPORT_OWN',
    kind: 'validation',
    message: 'You can report only messages you received',
    fieldErrors: () => [{ field: 'messageId', message: 'You can report only messages you received' }],
  }),
};
