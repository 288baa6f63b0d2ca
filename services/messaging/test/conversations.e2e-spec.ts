import { randomUUID } from 'node:crypto';
import {
  adminListMessageReportsRpc,
  blockUserRpc,
  counterpartsRpc,
  escrowHeldV1,
  listConversationsRpc,
  listMessagesRpc,
  listNotificationsRpc,
  markAllNotificationsReadRpc,
  markConversationDeliveredRpc,
  markConversationReadRpc,
  markNotificationReadRpc,
  messageSentV1,
  messagesSinceRpc,
  reactToMessageRpc,
  reportMessageRpc,
  sendMessageRpc,
  shipmentInterestExpressedV1,
  unblockUserRpc,
  unreadCountRpc,
  userBannedV1,
  type Actor,
} from '@oneway/contracts';
import { recordStatements, transactionTrips } from '@oneway/testing';
import { eventuallyTrue, failure, messagingSuite } from './support/messaging-suite.js';

describe('messaging over RPC against Postgres and NATS', () => {
  const suite = messagingSuite('messaging_conversations');
  const { call } = suite;
  const count = async (sql: string, params: unknown[]) =>
    Number((await suite.service.ctx.pool.query<{ n: string }>(sql, params)).rows[0]!.n);
  const send = (from: Actor, to: Actor, content: string, extra: Record<string, unknown> = {}) =>
    call(from, sendMessageRpc, { messageId: randomUUID(), recipientId: to.userId, content, ...extra });

  let sam: Actor;
  let tayo: Actor;
  let kemi: Actor;
  beforeAll(async () => {
    [sam, tayo, kemi] = await Promise.all([
      suite.user('Sam Sender'),
      suite.user('Tayo Traveler'),
      suite.user('Kemi K'),
    ]);
  });

  it('one conversation per pair: both directions land in it, with unread counts per conversation and in total', async () => {
    const first = await send(sam, tayo, 'Hi Tayo, can you carry my parcel to Lagos?');
    const reply = await send(tayo, sam, 'Sure, when is pickup?');
    expect(reply.conversationId).toBe(first.conversationId);
    await send(kemi, tayo, 'Hello from Kemi');
    const list = await call(tayo, listConversationsRpc, {});
    expect(list.items.map((c) => c.user.fullName)).toEqual(['Kemi K', 'Sam Sender']);
    expect(list.items[1]).toMatchObject({
      userId: sam.userId,
      unreadCount: 1,
      lastMessage: { content: 'Sure, when is pickup?', senderId: tayo.userId },
    });
    expect(list.totalUnread).toBe(2);
    expect((await call(sam, unreadCountRpc, {})).total).toBe(1);
  });

  it('a retried send with the same client-chosen id stores the message once', async () => {
    const messageId = randomUUID();
    const payload = { messageId, recipientId: tayo.userId, content: 'Sent twice by a flaky network' };
    const results = await Promise.all([call(sam, sendMessageRpc, payload), call(sam, sendMessageRpc, payload)]);
    expect(results[0]).toEqual(results[1]);
    expect(await count('SELECT count(*) AS n FROM messages WHERE id = $1', [messageId])).toBe(1);
    // The same id for another conversation is refused, and nothing is stored there.
    const err = await failure(call(sam, sendMessageRpc, { ...payload, recipientId: kemi.userId }));
    expect(err).toMatchObject({ code: 'MESSAGING.MESSAGE_ID_TAKEN', kind: 'conflict' });
  });

  it('a send costs two round trips to Postgres: BEGIN with its reads, then the append and its rows with COMMIT', async () => {
    const messageId = randomUUID();
    // Every statement any client sends while the send runs (background passes included).
    const { sent } = await recordStatements(() =>
      // Written into the statement as a literal: quotes, backslashes and $ patterns must survive.
      call(sam, sendMessageRpc, { messageId, recipientId: tayo.userId, content: `It's "two" \\ trips, $1 $$` }),
    );
    // The send's own connection, from its BEGIN to its COMMIT: projection passes that carry the
    // message on other connections meanwhile are not the send's round trips.
    const ours = transactionTrips(sent, (q) => q.includes(messageId));
    expect(ours).toHaveLength(2);
    expect(ours[0]).toMatch(
      /^BEGIN; EXECUTE oneway_es_begin_read_slice_[0-9a-f]{16}\(.*; EXECUTE messaging_begin_find_users\(/s,
    );
    expect(ours[1]).toMatch(
      /^EXECUTE oneway_es_append_at_commit\(.*; EXECUTE messaging_commit_claim_send\(.*; COMMIT$/s,
    );
    const { rows } = await suite.service.ctx.pool.query('SELECT content, position FROM messages WHERE id = $1', [
      messageId,
    ]);
    expect(rows).toEqual([{ content: `It's "two" \\ trips, $1 $$`, position: expect.stringMatching(/^[1-9]\d*$/) }]);
  });

  it('a sent message is in both people’s conversation lists when the send answers, and the projection never counts it twice', async () => {
    const { projections, pool } = suite.service.ctx;
    const before = (await call(kemi, listConversationsRpc, {})).totalUnread;
    // With the projections stopped, only the send's own transaction can have stored the rows.
    await projections.stop();
    const sent = await send(sam, kemi, 'Is the parcel still at the relay?').catch(async (err: unknown) => {
      await projections.start();
      throw err;
    });
    try {
      const kemiList = await call(kemi, listConversationsRpc, {});
      expect(kemiList.totalUnread).toBe(before + 1);
      expect(kemiList.items.find((c) => c.userId === sam.userId)).toMatchObject({
        lastMessage: { content: 'Is the parcel still at the relay?', senderId: sam.userId },
      });
      const samList = await call(sam, listConversationsRpc, {});
      expect(samList.items.find((c) => c.userId === kemi.userId)?.lastMessage?.content).toBe(
        'Is the parcel still at the relay?',
      );
      expect((await call(sam, listMessagesRpc, { userId: kemi.userId })).items[0]?.id).toBe(sent.id);
    } finally {
      await projections.start();
    }
    // The projection's pass over the same event finds it stored: one row, one unread.
    await eventuallyTrue(async () => {
      const { rows } = await pool.query<{ done: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM es_checkpoints k JOIN es_events e ON (k.tx_id, k.position) >= (e.tx_id, e.position)
                         WHERE k.name = 'messaging.conversations'
                           AND e.position = (SELECT position FROM messages WHERE id = $1)) AS done`,
        [sent.id],
      );
      return rows[0]!.done;
    });
    expect(await count('SELECT count(*) AS n FROM messages WHERE id = $1', [sent.id])).toBe(1);
    expect((await call(kemi, listConversationsRpc, {})).totalUnread).toBe(before + 1);
  });

  it('empty and oversized messages are refused with a clear error, and nothing is stored', async () => {
    const before = await count('SELECT count(*) AS n FROM messages', []);
    expect(await failure(send(sam, kemi, '   '))).toMatchObject({
      code: 'MESSAGING.CONTENT_EMPTY',
      kind: 'validation',
    });
    expect(await failure(send(sam, kemi, 'x'.repeat(2001)))).toMatchObject({
      code: 'MESSAGING.CONTENT_TOO_LONG',
      message: 'Message must be at most 2000 characters',
    });
    expect(await failure(send(sam, { userId: randomUUID(), role: 'user' }, 'hi'))).toMatchObject({
      code: 'USER.NOT_FOUND',
    });
    expect(await count('SELECT count(*) AS n FROM messages', [])).toBe(before);
  });

  it('content is stored as the plain text typed (markup is not interpreted)', async () => {
    const m = await send(sam, kemi, '<img src=x onerror=alert(1)> & "quotes"');
    const page = await call(kemi, listMessagesRpc, { userId: sam.userId });
    expect(page.items[0]).toMatchObject({ id: m.id, content: '<img src=x onerror=alert(1)> & "quotes"' });
  });

  it('delivered and read receipts: reading clears the unread count', async () => {
    const a = await send(sam, kemi, 'Are you there?');
    const delivered = await call(kemi, markConversationDeliveredRpc, { userId: sam.userId });
    expect(delivered.messageIds).toContain(a.id);
    const read = await call(kemi, markConversationReadRpc, { userId: sam.userId });
    expect(read.messageIds).toContain(a.id);
    const page = await call(sam, listMessagesRpc, { userId: kemi.userId });
    expect(page.items.find((m) => m.id === a.id)).toMatchObject({ delivered: true, read: true });
    const list = await call(kemi, listConversationsRpc, {});
    expect(list.items.find((c) => c.userId === sam.userId)!.unreadCount).toBe(0);
    expect((await call(kemi, markConversationReadRpc, { userId: sam.userId })).messageIds).toEqual([]);
  });

  it('receipts and reactions answer once their own read model shows them, whatever the notifications projection is doing', async () => {
    const { pool } = suite.service.ctx;
    const a = await send(sam, kemi, 'Parcel handed over?');
    // The notifications projection held elsewhere (another instance on a long batch). These
    // commands used to wait for every projection, and gave up on it only after 5 s each.
    const holder = await pool.connect();
    await holder.query('BEGIN');
    await holder.query("SELECT pg_advisory_xact_lock(hashtextextended('es_checkpoint:' || $1, 0))", [
      'messaging.notifications',
    ]);
    try {
      const started = Date.now();
      expect((await call(kemi, markConversationReadRpc, { userId: sam.userId })).messageIds).toContain(a.id);
      expect((await call(kemi, reactToMessageRpc, { messageId: a.id, emoji: '👍' })).reactionEmoji).toBe('👍');
      expect(
        (await call(sam, listMessagesRpc, { userId: kemi.userId })).items.find((m) => m.id === a.id),
      ).toMatchObject({
        read: true,
        reactionEmoji: '👍',
      });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
  });

  it('history pages back with before, newest first', async () => {
    const ada = await suite.user('Ada History');
    for (let i = 1; i <= 5; i++) await send(ada, sam, `message ${i}`);
    const first = await call(sam, listMessagesRpc, { userId: ada.userId, limit: 3 });
    expect(first.items.map((m) => m.content)).toEqual(['message 5', 'message 4', 'message 3']);
    expect(first.hasMore).toBe(true);
    const older = await call(sam, listMessagesRpc, {
      userId: ada.userId,
      limit: 3,
      before: first.items.at(-1)!.createdAt,
    });
    expect(older.items.map((m) => m.content)).toEqual(['message 2', 'message 1']);
    expect(older.hasMore).toBe(false);
    const since = await call(sam, messagesSinceRpc, { since: first.items[2]!.createdAt });
    expect(since.items.map((m) => m.content)).toEqual(['message 4', 'message 5']);
  });

  it('an emoji reaction by the recipient; a report is kept for staff only', async () => {
    const m = await send(tayo, kemi, 'Buy cheap watches at spam.example');
    expect((await call(kemi, reactToMessageRpc, { messageId: m.id, emoji: '😮' })).reactionEmoji).toBe('😮');
    expect(await failure(call(sam, reactToMessageRpc, { messageId: m.id, emoji: '👍' }))).toMatchObject({
      code: 'MESSAGING.MESSAGE_NOT_FOUND',
      kind: 'not_found',
    });
    await call(kemi, reportMessageRpc, { messageId: m.id, reason: 'spam' });
    await call(kemi, reportMessageRpc, { messageId: m.id, reason: 'spam' });
    expect(await failure(call(kemi, adminListMessageReportsRpc, {}))).toMatchObject({ kind: 'forbidden' });
    const reports = await call({ userId: randomUUID(), role: 'moderator' }, adminListMessageReportsRpc, {});
    expect(reports.items.filter((r) => r.messageId === m.id)).toEqual([
      expect.objectContaining({ reporterId: kemi.userId, reportedUserId: tayo.userId, content: m.content }),
    ]);
  });

  it('a blocked user cannot message the blocker (403, nothing stored); unblocking restores it', async () => {
    const pat = await suite.user('Pat Pest');
    await send(pat, sam, 'first');
    await call(sam, blockUserRpc, { userId: pat.userId });
    const before = await count('SELECT count(*) AS n FROM messages WHERE sender_id = $1', [pat.userId]);
    expect(await failure(send(pat, sam, 'again'))).toMatchObject({ code: 'MESSAGING.BLOCKED', kind: 'forbidden' });
    expect(await count('SELECT count(*) AS n FROM messages WHERE sender_id = $1', [pat.userId])).toBe(before);
    expect((await call(sam, listConversationsRpc, {})).items.find((c) => c.userId === pat.userId)!.blockedByMe).toBe(
      true,
    );
    await call(sam, unblockUserRpc, { userId: pat.userId });
    await send(pat, sam, 'sorry');
  });

  it('a banned user cannot be messaged', async () => {
    const bad = await suite.user('Banned Bo');
    await suite.publish(userBannedV1, { userId: bad.userId, reason: 'fraud', byAdminId: randomUUID() });
    await eventuallyTrue(
      async () => !!(await count('SELECT count(*) AS n FROM messaging_users WHERE id = $1 AND banned', [bad.userId])),
    );
    expect(await failure(send(sam, bad, 'hello'))).toMatchObject({ code: 'MESSAGING.RECIPIENT_BANNED' });
  });

  it("a shipment thread is open to the shipment's sender and the travelers who showed interest only", async () => {
    const shipmentId = randomUUID();
    const outsider = await suite.user('Olu Outsider');
    await suite.publish(shipmentInterestExpressedV1, {
      interestId: randomUUID(),
      shipmentId,
      travelerId: tayo.userId,
      senderId: sam.userId,
      tripId: randomUUID(),
      message: 'I fly on Friday',
    });
    await eventuallyTrue(
      async () =>
        (await count('SELECT count(*) AS n FROM shipment_parties WHERE shipment_id = $1', [shipmentId])) === 2,
    );
    const m = await send(sam, tayo, 'About this shipment', { shipmentId });
    expect(m.shipmentId).toBe(shipmentId);
    expect(await failure(send(outsider, sam, 'me too', { shipmentId }))).toMatchObject({
      code: 'MESSAGING.NOT_IN_THREAD',
      kind: 'forbidden',
    });
    const threads = await call(sam, listConversationsRpc, { shipmentId });
    expect(threads.items.map((c) => c.userId)).toEqual([tayo.userId]);
    // The whole list names each conversation's shipment threads (the 'Shipments' tab's links).
    const all = await call(sam, listConversationsRpc, {});
    expect(all.items.find((c) => c.userId === tayo.userId)?.shipmentIds).toEqual([shipmentId]);
    expect((await call(tayo, counterpartsRpc, {})).userIds).toEqual(expect.arrayContaining([sam.userId]));
    // The refused message opened no conversation: the outsider sees nobody online.
    expect((await call(outsider, counterpartsRpc, {})).userIds).toEqual([]);
  });

  it('notifications: domain events become notifications once, read one by one or all at once, scoped to their owner', async () => {
    const shipmentId = randomUUID();
    const payment = { paymentId: randomUUID(), shipmentId, senderId: sam.userId, amount: 4200, currency: 'USD' };
    const eventId = await suite.publish(escrowHeldV1, payment);
    const list = async () => call(sam, listNotificationsRpc, { pageSize: 50 });
    await eventuallyTrue(async () => (await list()).items.some((n) => n.type === 'payment_update'));
    const held = (await list()).items.find((n) => n.type === 'payment_update')!;
    expect(held).toMatchObject({ title: 'Payment held in escrow', link: `/shipments/${shipmentId}`, read: false });
    expect(held.content).toContain('$42.00');
    // Messages Sam received earlier are notified too, naming the sender.
    expect(
      (await list()).items.some((n) => n.type === 'new_message' && n.title === 'New message from Tayo Traveler'),
    ).toBe(true);
    expect(eventId).toBeTruthy();
    // Someone else cannot read (or learn about) Sam's notification.
    expect(await failure(call(tayo, markNotificationReadRpc, { notificationId: held.id, read: true }))).toMatchObject({
      code: 'NOTIFICATION.NOT_FOUND',
      kind: 'not_found',
    });
    expect((await call(sam, markNotificationReadRpc, { notificationId: held.id, read: true })).read).toBe(true);
    expect((await list()).unread).toBeGreaterThan(0);
    await call(sam, markAllNotificationsReadRpc, {});
    expect((await list()).unread).toBe(0);
    expect((await list()).items.every((n) => n.read)).toBe(true);
  });

  it("notifications: a read, and 'Mark all as read', show in the list as they answer, however far the projection lags", async () => {
    const { pool } = suite.service.ctx;
    const list = async () => call(sam, listNotificationsRpc, { pageSize: 50 });
    const shipments = [randomUUID(), randomUUID(), randomUUID()];
    for (const shipmentId of shipments) {
      await suite.publish(escrowHeldV1, {
        paymentId: randomUUID(),
        shipmentId,
        senderId: sam.userId,
        amount: 1000,
        currency: 'USD',
      });
    }
    const ofShipment = (shipmentId: string) => async () =>
      (await list()).items.find((n) => n.link === `/shipments/${shipmentId}`);
    await eventuallyTrue(async () => (await Promise.all(shipments.map((s) => ofShipment(s)()))).every(Boolean));
    const first = (await ofShipment(shipments[0]!)())!;
    // The projection held elsewhere (as by another instance stuck on a long batch): only the
    // commands' own transactions can change the list. Waiting for the projection gave up after
    // 5 s and answered with the list unchanged.
    const holder = await pool.connect();
    await holder.query('BEGIN');
    await holder.query("SELECT pg_advisory_xact_lock(hashtextextended('es_checkpoint:' || $1, 0))", [
      'messaging.notifications',
    ]);
    try {
      expect((await call(sam, markNotificationReadRpc, { notificationId: first.id, read: true })).read).toBe(true);
      expect((await ofShipment(shipments[0]!)())?.read).toBe(true);
      expect((await list()).unread).toBeGreaterThan(0);
      await call(sam, markAllNotificationsReadRpc, {});
      expect((await list()).unread).toBe(0);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    // The projection's pass over the same events changes nothing.
    await eventuallyTrue(async () => {
      const { rows } = await pool.query<{ behind: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM es_events e
                         WHERE e.type = 'messaging.notification.all_read'
                           AND NOT EXISTS (SELECT 1 FROM es_checkpoints k
                                            WHERE k.name = 'messaging.notifications'
                                              AND (k.tx_id, k.position) >= (e.tx_id, e.position))) AS behind`,
      );
      return !rows[0]!.behind;
    });
    expect((await list()).unread).toBe(0);
  });

  it('notifications: a new message notifies its recipient in the same commit, named as the directory has the sender, once however often it is sent or relayed', async () => {
    const { pool } = suite.service.ctx;
    const notificationsOf = async (messageId: string) =>
      (
        await pool.query<{ title: string; user_id: string; same_commit: boolean; source: string; message: string }>(
          `SELECT n.data ->> 'title' AS title, n.data ->> 'userId' AS user_id, n.tx_id = m.tx_id AS same_commit,
                  n.data ->> 'sourceEventId' AS source, m.id::text AS message
             FROM es_events m
             JOIN es_events n ON n.type = 'messaging.notification.created'
                             AND n.data ->> 'sourceEventId' = m.id::text
            WHERE m.type = 'messaging.message.sent' AND m.data ->> 'messageId' = $1`,
          [messageId],
        )
      ).rows;
    const fromKemi = async () =>
      (await call(sam, listNotificationsRpc, { pageSize: 50 })).items.filter(
        (n) => n.title === 'New message from Kemi K',
      ).length;
    const before = await fromKemi();
    const sent = await send(kemi, sam, 'Are you still at the relay?');
    // Stored the moment the send answers, in the message's own transaction: no consumer to wait for.
    const [notification, ...more] = await notificationsOf(sent.id);
    expect(more).toHaveLength(0);
    expect(notification).toMatchObject({ title: 'New message from Kemi K', user_id: sam.userId, same_commit: true });
    expect(notification!.source).toBe(notification!.message);
    // A retried send stores nothing new, its notification included.
    await call(kemi, sendMessageRpc, {
      messageId: sent.id,
      recipientId: sam.userId,
      content: 'Are you still at the relay?',
    });
    expect(await notificationsOf(sent.id)).toHaveLength(1);
    // The message relayed on the bus (as its outbox relay publishes it) is not notified again:
    // a message seen only on the bus, as another copy would be, notifies no one.
    const relayed = await suite.publish(messageSentV1, {
      conversationId: randomUUID(),
      messageId: randomUUID(),
      senderId: tayo.userId,
      recipientId: sam.userId,
      content: 'Landing at 6',
      shipmentId: null,
      senderName: 'Tayo Traveler',
    });
    const handled = async () =>
      (await pool.query("SELECT 1 FROM es_inbox WHERE event_id = $1 AND consumer = 'messaging-email'", [relayed]))
        .rowCount === 1;
    await eventuallyTrue(handled);
    const fromBus = await pool.query(
      "SELECT 1 FROM es_events WHERE type = 'messaging.notification.created' AND data ->> 'sourceEventId' = $1",
      [relayed],
    );
    expect(fromBus.rowCount).toBe(0);
    await eventuallyTrue(async () => (await fromKemi()) === before + 1);
    // A sender the directory does not know yet is named as someone, never left blank.
    const stranger: Actor = { userId: randomUUID(), role: 'user' };
    const unnamed = await send(stranger, sam, 'Hello from a new account');
    expect((await notificationsOf(unnamed.id))[0]).toMatchObject({ title: 'New message from Someone' });
  });

  it('notifications: an event replayed past the inbox (its inbox rows gone) still notifies once', async () => {
    const shipmentId = randomUUID();
    const streamId = `payment-${randomUUID()}`;
    const payment = { paymentId: randomUUID(), shipmentId, senderId: sam.userId, amount: 1500, currency: 'USD' };
    const eventId = await suite.publish(escrowHeldV1, payment, streamId);
    const { pool } = suite.service.ctx;
    const notified = async () =>
      (
        await pool.query<{ n: string }>(
          "SELECT count(*) AS n FROM es_events WHERE type = 'messaging.notification.created' AND data ->> 'sourceEventId' = $1",
          [eventId],
        )
      ).rows[0]!.n;
    await eventuallyTrue(async () => (await notified()) === '1');
    const inbox = async () => (await pool.query('SELECT 1 FROM es_inbox WHERE event_id = $1', [eventId])).rowCount ?? 0;
    const consumers = await inbox();
    expect(consumers).toBeGreaterThan(0);
    // As after the inbox was pruned or rebuilt: nothing remembers the event was handled.
    await pool.query('DELETE FROM es_inbox WHERE event_id = $1', [eventId]);
    await suite.publish(escrowHeldV1, payment, streamId, eventId);
    await eventuallyTrue(async () => (await inbox()) === consumers);
    expect(await notified()).toBe('1');
    const mine = (await call(sam, listNotificationsRpc, { pageSize: 50 })).items.filter(
      (n) => n.type === 'payment_update' && n.link === `/shipments/${shipmentId}`,
    );
    expect(mine).toHaveLength(1);
  });
});
