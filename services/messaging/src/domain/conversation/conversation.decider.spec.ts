import { MESSAGE_MAX_LENGTH } from '@oneway/contracts';
import { deciderSpecification, stateAfter } from '../../../test/support/decider-specification.js';
import type { ConversationCommand } from './conversation.commands.js';
import { conversationIdOf } from '../../application/conversation-id.js';
import { conversationDecider, sendSlice } from './conversation.decider.js';
import type { ConversationEvent } from './conversation.state.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const ana = '11111111-1111-4111-8111-111111111111';
const ben = '22222222-2222-4222-8222-222222222222';
const m1 = '33333333-3333-4333-8333-333333333333';
const m2 = '44444444-4444-4444-8444-444444444444';
const shipment = '55555555-5555-4555-8555-555555555555';
const conversationId = conversationIdOf(ana, ben);
const { given } = deciderSpecification(conversationDecider, NOW);

const send = (o: Partial<Extract<ConversationCommand, { type: 'send_message' }>> = {}): ConversationCommand => ({
  type: 'send_message',
  conversationId,
  messageId: m1,
  senderId: ana,
  recipientId: ben,
  content: 'Hello, can you carry my parcel?',
  shipmentId: null,
  recipient: { exists: true, banned: false },
  threadAllowed: true,
  ...o,
});
const sent = (messageId = m1, senderId = ana, recipientId = ben, content = 'Hello, can you carry my parcel?') =>
  ({
    type: 'messaging.message.sent',
    data: { conversationId, messageId, senderId, recipientId, content, shipmentId: null },
  }) satisfies ConversationEvent;
const blocked = (blockerId: string, blockedId: string): ConversationEvent => ({
  type: 'messaging.conversation.user_blocked',
  data: { conversationId, blockerId, blockedId },
});

describe('conversation: one per pair', () => {
  it('the conversation id is the same whichever of the two writes first', () => {
    expect(conversationIdOf(ana, ben)).toBe(conversationIdOf(ben, ana));
    expect(conversationIdOf(ana, ben)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(conversationIdOf(ana, shipment)).not.toBe(conversationIdOf(ana, ben));
  });
});

describe('conversation: send a message', () => {
  it('a message is stored trimmed, as the plain text typed', () => {
    given()
      .when(send({ content: '  <b>hi</b> & bye  ' }))
      .then([sent(m1, ana, ben, '<b>hi</b> & bye')]);
  });
  it('a retried send with the same client-chosen id stores nothing new', () => {
    given(sent()).when(send()).then([]);
  });
  it('a different message under an id already used is refused (409)', () => {
    given(sent())
      .when(send({ content: 'Something else' }))
      .thenThrows('MESSAGING.MESSAGE_ID_TAKEN', 'conflict');
  });
  it('an empty or blank message is refused on the content field', () => {
    const err = given()
      .when(send({ content: '   ' }))
      .thenThrows('MESSAGING.CONTENT_EMPTY', 'validation');
    expect(err.fieldErrors).toEqual([{ field: 'content', message: 'Message cannot be empty' }]);
  });
  it(`a message longer than ${MESSAGE_MAX_LENGTH} characters is refused with the limit in the message`, () => {
    const err = given()
      .when(send({ content: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }))
      .thenThrows('MESSAGING.CONTENT_TOO_LONG', 'validation');
    expect(err.message).toBe(`Message must be at most ${MESSAGE_MAX_LENGTH} characters`);
    given()
      .when(send({ content: '😀'.repeat(MESSAGE_MAX_LENGTH) }))
      .thenEvents();
  });
  it('nobody can message themselves', () => {
    given()
      .when(send({ recipientId: ana }))
      .thenThrows('MESSAGING.SELF', 'validation');
  });
  it('a user who does not exist cannot be messaged (404)', () => {
    given()
      .when(send({ recipient: { exists: false, banned: false } }))
      .thenThrows('USER.NOT_FOUND', 'not_found');
  });
  it('a banned user cannot be messaged (403)', () => {
    given()
      .when(send({ recipient: { exists: true, banned: true } }))
      .thenThrows('MESSAGING.RECIPIENT_BANNED', 'forbidden');
  });
  it('a user who blocked the sender cannot be messaged by them (403)', () => {
    given(blocked(ben, ana)).when(send()).thenThrows('MESSAGING.BLOCKED', 'forbidden');
  });
  it('the blocker cannot message the person they blocked until they unblock', () => {
    given(blocked(ana, ben)).when(send()).thenThrows('MESSAGING.YOU_BLOCKED', 'forbidden');
    given(blocked(ana, ben), {
      type: 'messaging.conversation.user_unblocked',
      data: { conversationId, blockerId: ana, blockedId: ben },
    })
      .when(send())
      .then([sent()]);
  });
  it("a shipment thread takes only that shipment's sender and its travelers (403)", () => {
    given()
      .when(send({ shipmentId: shipment, threadAllowed: false }))
      .thenThrows('MESSAGING.NOT_IN_THREAD', 'forbidden');
    const [e] = given()
      .when(send({ shipmentId: shipment }))
      .thenEvents();
    expect(e!.data).toMatchObject({ shipmentId: shipment });
  });
});

describe('conversation: receipts', () => {
  it('delivered marks the messages the recipient has not had yet, once', () => {
    given(sent(), sent(m2, ben, ana, 'Yes'))
      .when({ type: 'mark_delivered', conversationId, recipientId: ben })
      .then([
        {
          type: 'messaging.message.delivered',
          data: { conversationId, recipientId: ben, messageIds: [m1], senderId: ana },
        },
      ]);
    given(sent(), {
      type: 'messaging.message.delivered',
      data: { conversationId, recipientId: ben, messageIds: [m1] },
    })
      .when({ type: 'mark_delivered', conversationId, recipientId: ben })
      .then([]);
  });
  it('read marks only the messages received by the reader, and a second read records nothing', () => {
    given(sent(), sent(m2, ben, ana, 'Yes'))
      .when({ type: 'mark_read', conversationId, readerId: ana })
      .then([
        { type: 'messaging.message.read', data: { conversationId, readerId: ana, messageIds: [m2], senderId: ben } },
      ]);
    const read: ConversationEvent = {
      type: 'messaging.message.read',
      data: { conversationId, readerId: ben, messageIds: [m1] },
    };
    given(sent(), read).when({ type: 'mark_read', conversationId, readerId: ben }).then([]);
    expect(stateAfter(conversationDecider, sent(), read).messages[m1]).toMatchObject({ read: true, delivered: true });
  });
});

describe('conversation: reactions, reports and blocks', () => {
  it('the recipient reacts with one emoji; the same emoji again records nothing', () => {
    given(sent())
      .when({ type: 'react', userId: ben, messageId: m1, emoji: '👍' })
      .then([
        {
          type: 'messaging.message.reaction_set',
          data: { conversationId, messageId: m1, userId: ben, emoji: '👍', senderId: ana },
        },
      ]);
    given(sent(), {
      type: 'messaging.message.reaction_set',
      data: { conversationId, messageId: m1, userId: ben, emoji: '👍' },
    })
      .when({ type: 'react', userId: ben, messageId: m1, emoji: '👍' })
      .then([]);
  });
  it('a reaction must be a single emoji', () => {
    for (const emoji of ['ok', '👍👍', '<script>']) {
      given(sent())
        .when({ type: 'react', userId: ben, messageId: m1, emoji })
        .thenThrows('MESSAGING.REACTION_INVALID', 'validation');
    }
    given(sent()).when({ type: 'react', userId: ben, messageId: m1, emoji: '👍🏽' }).thenEvents();
  });
  it('nobody reacts to their own message, and outsiders see no message at all', () => {
    given(sent()).when({ type: 'react', userId: ana, messageId: m1, emoji: '👍' }).thenThrows('MESSAGING.REACT_OWN');
    given(sent())
      .when({ type: 'react', userId: shipment, messageId: m1, emoji: '👍' })
      .thenThrows('MESSAGING.MESSAGE_NOT_FOUND', 'not_found');
  });
  it('the recipient reports a message: its words are kept for staff; reporting twice records once', () => {
    const [e] = given(sent())
      .when({ type: 'report_message', reporterId: ben, messageId: m1, reason: ' spam ' })
      .thenEvents();
    expect(e).toEqual({
      type: 'messaging.message.reported',
      data: {
        conversationId,
        messageId: m1,
        reporterId: ben,
        reportedUserId: ana,
        content: 'Hello, can you carry my parcel?',
        reason: 'spam',
      },
    });
    given(sent(), e!).when({ type: 'report_message', reporterId: ben, messageId: m1, reason: '' }).then([]);
  });
  it('blocking is recorded once and only by someone else', () => {
    given()
      .when({ type: 'block_user', conversationId, blockerId: ana, blockedId: ben })
      .then([blocked(ana, ben)]);
    given(blocked(ana, ben)).when({ type: 'block_user', conversationId, blockerId: ana, blockedId: ben }).then([]);
    given().when({ type: 'unblock_user', conversationId, blockerId: ana, blockedId: ben }).then([]);
    given()
      .when({ type: 'block_user', conversationId, blockerId: ana, blockedId: ana })
      .thenThrows('MESSAGING.SELF', 'validation');
  });
});

describe('conversation: loading a stream', () => {
  it('the state of a whole stream folded at once equals evolving it event by event, and earlier states keep theirs', () => {
    const events: ConversationEvent[] = [
      sent(m1),
      blocked(ben, ana),
      sent(m2, ben, ana, 'Yes, from Lagos'),
      { type: 'messaging.message.delivered', data: { conversationId, messageIds: [m1], recipientId: ben } },
      { type: 'messaging.message.read', data: { conversationId, messageIds: [m2], readerId: ana } },
      { type: 'messaging.message.reaction_set', data: { conversationId, messageId: m2, userId: ana, emoji: '👍' } },
      { type: 'messaging.conversation.user_unblocked', data: { conversationId, blockerId: ben, blockedId: ana } },
    ];
    const states = [conversationDecider.initialState()];
    for (const e of events) states.push(conversationDecider.evolve(states.at(-1)!, e));
    expect(conversationDecider.foldAll!(events)).toEqual(states.at(-1));
    // Each step made a new state: the one after the first send still shows m1 undelivered, no m2.
    expect(states[1]!.messages[m1]).toMatchObject({ delivered: false, read: false });
    expect(states[1]!.messages[m2]).toBeUndefined();
    expect(states[2]!.blocks).toEqual([`${ben}>${ana}`]);
    expect(states.at(-1)!.blocks).toEqual([]);
  });
});

describe('conversation: a send reads only its slice of the stream', () => {
  const unblocked = (blockerId: string, blockedId: string): ConversationEvent => ({
    type: 'messaging.conversation.user_unblocked',
    data: { conversationId, blockerId, blockedId },
  });
  const others = Array.from({ length: 30 }, (_, i) => `66666666-6666-4666-8666-${String(i).padStart(12, '0')}`);
  // A long history: messages both ways, receipts, a reaction and a report, blocks that come and go.
  const history: ConversationEvent[] = [
    ...others.slice(0, 10).map((id, i) => sent(id, i % 2 ? ana : ben, i % 2 ? ben : ana, `msg ${i}`)),
    sent(m1),
    {
      type: 'messaging.message.delivered',
      data: { conversationId, recipientId: ben, messageIds: [m1], senderId: ana },
    },
    { type: 'messaging.message.read', data: { conversationId, readerId: ben, messageIds: [m1], senderId: ana } },
    {
      type: 'messaging.message.reaction_set',
      data: { conversationId, messageId: m1, userId: ben, emoji: '👍', senderId: ana },
    },
    blocked(ben, ana),
    ...others.slice(10, 20).map((id, i) => sent(id, ben, ana, `later ${i}`)),
    unblocked(ben, ana),
    blocked(ana, ben),
    unblocked(ana, ben),
  ];
  const inSlice = (e: ConversationEvent, slice: ReturnType<typeof sendSlice>) =>
    slice.types.includes(e.type) || (e.data as Record<string, unknown>)[slice.orData.key] === slice.orData.value;
  const outcome = (events: ConversationEvent[], command: ConversationCommand) => {
    try {
      return conversationDecider.decide(command, conversationDecider.foldAll!(events), NOW);
    } catch (err) {
      return (err as { code?: string }).code ?? String(err);
    }
  };

  // Each command is decided after every prefix of the history: before and after its message,
  // under each block and after each unblock.
  it.each([
    ['a new message from Ana', send({ messageId: m2 }), 3],
    ['a new message from Ben', send({ messageId: m2, senderId: ben, recipientId: ana }), 3],
    ['a retry of a stored message', send(), 2],
    ['another text under a used id', send({ content: 'Something else' }), 2],
  ])('%s is decided on the slice as on the whole stream', (_what, command, outcomes) => {
    const seen = new Set<string>();
    for (let end = 0; end <= history.length; end++) {
      const events = history.slice(0, end);
      const slice = sendSlice((command as { messageId: string }).messageId);
      const whole = outcome(events, command);
      expect(
        outcome(
          events.filter((e) => inSlice(e, slice)),
          command,
        ),
      ).toEqual(whole);
      seen.add(JSON.stringify(whole));
    }
    // The history takes the command through different outcomes (sent, refused as blocked…).
    expect(seen.size).toBe(outcomes);
  });
});
