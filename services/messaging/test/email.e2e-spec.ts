import { randomUUID } from 'node:crypto';
import {
  escrowHeldV1,
  getNotificationPreferencesRpc,
  listNotificationsRpc,
  markConversationReadRpc,
  sendMessageRpc,
  setNotificationPreferenceRpc,
  unsubscribeRpc,
  type Actor,
} from '@oneway/contracts';
import { MailTransport } from '@oneway/service-kit';
import { mailText, SmtpCatcher, type CaughtMail } from '@oneway/testing';
import { Queue } from 'bullmq';
import { emailQueueName, EmailQueue, startEmailWorker } from '../src/infrastructure/email/email-queue.js';
import { emailQueueOf } from '../src/infrastructure/email/email.jobs.js';
import { MessagingEmailSender } from '../src/infrastructure/email/messaging-email.sender.js';
import { eventuallyTrue, failure, messagingSuite } from './support/messaging-suite.js';

const DIGEST_DELAY_MS = 1_500;
const catcher = new SmtpCatcher();
let smtpUrl = '';
beforeAll(async () => {
  smtpUrl = await catcher.start();
});
afterAll(() => catcher.stop());

const emailOf = (a: Actor) => `${a.userId.slice(0, 8)}@example.com`;
const unsubscribeTokenIn = (mail: CaughtMail) => {
  const match = /\/unsubscribe\?token=([A-Za-z0-9_.%-]+)/.exec(mailText(mail));
  if (!match) throw new Error(`no unsubscribe link in:\n${mailText(mail)}`);
  return decodeURIComponent(match[1]!);
};

describe('messaging e-mail: BullMQ jobs, SMTP, preferences and signed unsubscribe links', () => {
  const suite = messagingSuite('messaging_email', () => ({
    SMTP_URL: smtpUrl,
    WEB_BASE_URL: 'http://web.test',
    MESSAGE_EMAIL_DELAY_MS: String(DIGEST_DELAY_MS),
    EMAIL_RETRY_DELAY_MS: '50',
  }));
  const { call } = suite;
  const held = (sender: Actor) =>
    suite.publish(escrowHeldV1, {
      paymentId: randomUUID(),
      shipmentId: randomUUID(),
      senderId: sender.userId,
      amount: 4200,
      currency: 'USD',
    });
  const notificationsOf = async (a: Actor) => (await call(a, listNotificationsRpc, { pageSize: 50 })).items;

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

  it('a payment held in escrow is e-mailed to the sender, with a signed one-click unsubscribe link of its category', async () => {
    await held(sam);
    const mail = await catcher.waitFor(emailOf(sam), /Payment held in escrow/);
    const text = mailText(mail);
    expect(text).toContain('Hi Sam Sender');
    expect(text).toContain('$42.00 is held safely until your package is delivered.');
    expect(text).toMatch(/http:\/\/web\.test\/shipments\/[0-9a-f-]{36}/);
    expect(text).toMatch(/List-Unsubscribe:\s+<http:\/\/web\.test\/unsubscribe\?token=/);
    expect(unsubscribeTokenIn(mail).startsWith(`${sam.userId}.payments.`)).toBe(true);
  });

  it('a redelivered event or a job run twice never sends twice', async () => {
    const queue = emailQueueOf(suite.service.ctx);
    const job = {
      notificationId: randomUUID(),
      userId: kemi.userId,
      category: 'payments' as const,
      title: 'Withdrawal paid',
      content: '$10.00 was sent to your account.',
      link: null,
    };
    // The consumer sees the same notification twice (a redelivery): one job, one e-mail.
    await queue.enqueueNotification(job);
    await queue.enqueueNotification(job);
    await catcher.waitFor(emailOf(kemi), /Withdrawal paid/);
    // The job itself run again (a stalled worker): the delivery record stops it.
    const transport = new MailTransport(smtpUrl, 'Oneway <no-reply@oneway.local>');
    const sender = new MessagingEmailSender({
      pool: suite.service.ctx.pool,
      transport,
      webBaseUrl: 'http://web.test',
      unsubscribeSecret: suite.service.ctx.config.UNSUBSCRIBE_SECRET,
      digestDelayMs: DIGEST_DELAY_MS,
      now: () => new Date(),
    });
    expect(await sender.sendNotification(job)).toBe('already_sent');
    transport.close();
    expect(catcher.mailsTo(emailOf(kemi)).filter((m) => /Withdrawal paid/.test(mailText(m)))).toHaveLength(1);
  });

  it('the unsubscribe link works without signing in, turns off only its category, and later e-mails of it stop (in-app stays)', async () => {
    const mail = await catcher.waitFor(emailOf(sam), /Payment held in escrow/);
    const token = unsubscribeTokenIn(mail);
    expect(await call(null, unsubscribeRpc, { token })).toEqual({
      category: 'payments',
      label: 'Payments',
      email: false,
    });
    // A second click changes nothing and still confirms.
    expect(await call(null, unsubscribeRpc, { token })).toMatchObject({ category: 'payments', email: false });
    const prefs = await call(sam, getNotificationPreferencesRpc, {});
    expect(prefs.items.map((p) => [p.category, p.inApp, p.email])).toEqual([
      ['payments', true, false],
      ['shipments', true, true],
      ['relay', true, true],
      ['messages', true, true],
    ]);
    const before = catcher.mailsTo(emailOf(sam)).length;
    const inAppBefore = (await notificationsOf(sam)).length;
    await held(sam);
    await eventuallyTrue(async () => (await notificationsOf(sam)).length === inAppBefore + 1);
    // The job ran and chose not to send: wait on the queue, not on time.
    const queue = new Queue(emailQueueName(suite.prefix), { connection: suite.service.ctx.redis });
    await eventuallyTrue(async () => {
      const done = await queue.getCompleted();
      return done.filter((j) => j.data.userId === sam.userId && j.returnvalue?.outcome === 'opted_out').length === 1;
    });
    await queue.close();
    expect(catcher.mailsTo(emailOf(sam))).toHaveLength(before);
  });

  it('a forged or altered unsubscribe token is refused naming the field, and changes nothing', async () => {
    const mail = await catcher.waitFor(emailOf(sam), /Payment held in escrow/);
    const token = unsubscribeTokenIn(mail);
    const [userId, , signature] = token.split('.');
    for (const forged of [`${userId}.messages.${signature}`, `${tayo.userId}.payments.${signature}`, 'nonsense']) {
      expect(await failure(call(null, unsubscribeRpc, { token: forged }))).toMatchObject({
        code: 'NOTIFICATION.UNSUBSCRIBE_TOKEN_INVALID',
        kind: 'validation',
      });
    }
    expect((await call(tayo, getNotificationPreferencesRpc, {})).items.every((p) => p.email)).toBe(true);
    expect(
      (await call(sam, getNotificationPreferencesRpc, {})).items.find((p) => p.category === 'messages')?.email,
    ).toBe(true);
  });

  it('settings: e-mail on or off per category, only the caller’s own; an unknown category is a 400 naming it', async () => {
    const after = await call(tayo, setNotificationPreferenceRpc, { category: 'relay', email: false });
    expect(after.items.find((p) => p.category === 'relay')).toMatchObject({ email: false, inApp: true });
    expect((await call(kemi, getNotificationPreferencesRpc, {})).items.every((p) => p.email)).toBe(true);
    const bad = await failure(call(tayo, setNotificationPreferenceRpc, { category: 'spam' as never, email: false }));
    expect(bad).toMatchObject({ kind: 'validation' });
    expect(JSON.stringify(bad)).toContain('category');
    expect(await failure(call(null, getNotificationPreferencesRpc, {}))).toMatchObject({ kind: 'unauthorized' });
    await call(tayo, setNotificationPreferenceRpc, { category: 'relay', email: true });
  });

  it('messages still unread after the delay are e-mailed once, batched; read ones are not', async () => {
    const send = (from: Actor, to: Actor, content: string) =>
      call(from, sendMessageRpc, { messageId: randomUUID(), recipientId: to.userId, content });
    // A digest covers one window (as long as the delay) of a person's messages: Tayo's two are
    // sent together at the start of one, so a loaded machine cannot put them in two (two
    // e-mails of one message each, which is right then, but not what this test is about).
    const windowLeft = DIGEST_DELAY_MS - (Date.now() % DIGEST_DELAY_MS);
    await new Promise((r) => setTimeout(r, windowLeft + 20));
    await Promise.all([
      send(sam, tayo, 'Are you still flying to Lagos on Friday?'),
      send(kemi, tayo, 'Hi Tayo, I have a small parcel too'),
    ]);
    await send(tayo, kemi, 'Hello Kemi');
    // Kemi reads Tayo's message at once: no e-mail for her.
    await call(kemi, markConversationReadRpc, { userId: tayo.userId });
    // Delayed BullMQ job, then SMTP: on a loaded machine this takes a while; wait on the mail.
    const mail = await catcher.waitFor(emailOf(tayo), /unread messages on Oneway/, 90_000);
    const text = mailText(mail);
    expect(text).toContain('Sam Sender: Are you still flying to Lagos on Friday?');
    expect(text).toContain('Kemi K: Hi Tayo, I have a small parcel too');
    expect(unsubscribeTokenIn(mail).startsWith(`${tayo.userId}.messages.`)).toBe(true);
    // Every window's job has run: still one e-mail for Tayo, none for Kemi.
    const queue = new Queue(emailQueueName(suite.prefix), { connection: suite.service.ctx.redis });
    await eventuallyTrue(async () => (await queue.getDelayedCount()) + (await queue.getActiveCount()) === 0, 15_000);
    await queue.close();
    expect(catcher.mailsTo(emailOf(tayo)).filter((m) => /unread message/.test(mailText(m)))).toHaveLength(1);
    expect(catcher.mailsTo(emailOf(kemi)).filter((m) => /^Subject: .*message/im.test(m.raw))).toEqual([]);
  });

  it('a digest is queued once per person and window: the later messages of the window make no call to Redis', async () => {
    const queue = new EmailQueue(suite.service.ctx.redis, `${suite.prefix}-digest-once`, {
      attempts: 1,
      retryDelayMs: 50,
      digestDelayMs: 60_000,
    });
    const add = jest.spyOn(queue.queue, 'add');
    try {
      const window = Math.floor(Date.now() / 60_000) * 60_000;
      const at = (ms: number) => new Date(window + ms);
      await queue.enqueueDigest(kemi.userId, at(1_000), new Date());
      await queue.enqueueDigest(kemi.userId, at(2_000), new Date());
      await Promise.all([
        queue.enqueueDigest(kemi.userId, at(3_000), new Date()),
        queue.enqueueDigest(sam.userId, at(3_000), new Date()),
      ]);
      expect(add).toHaveBeenCalledTimes(2);
      // The next window is a new digest, queued once more.
      await queue.enqueueDigest(kemi.userId, at(61_000), new Date());
      expect(add).toHaveBeenCalledTimes(3);
      const ids = (await queue.queue.getDelayed()).map((j) => j.id).sort();
      expect(ids).toEqual(
        [
          `digest-${kemi.userId}-${window / 60_000}`,
          `digest-${kemi.userId}-${window / 60_000 + 1}`,
          `digest-${sam.userId}-${window / 60_000}`,
        ].sort(),
      );

      // An add Redis refused is not remembered: the next message of the window tries again.
      add.mockRejectedValueOnce(new Error("READONLY You can't write against a read only replica."));
      await expect(queue.enqueueDigest(sam.userId, at(62_000), new Date())).rejects.toThrow(/READONLY/);
      await queue.enqueueDigest(sam.userId, at(63_000), new Date());
      expect(add).toHaveBeenCalledTimes(5);
      expect(await queue.queue.getJob(`digest-${sam.userId}-${window / 60_000 + 1}`)).toBeTruthy();
    } finally {
      await queue.queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('a failing SMTP server is retried with back-off; after the last attempt the job stays as a dead letter', async () => {
    const prefix = `${suite.prefix}-retry`;
    const queue = new EmailQueue(suite.service.ctx.redis, prefix, {
      attempts: 3,
      retryDelayMs: 50,
      digestDelayMs: 1000,
    });
    let calls = 0;
    const real = new MailTransport(smtpUrl, 'Oneway <no-reply@oneway.local>');
    const flaky = {
      send: async (m: Parameters<MailTransport['send']>[0]) => {
        calls += 1;
        if (calls <= 2 || m.to.startsWith('dead')) throw new Error('421 try again later');
        await real.send(m);
      },
    } as unknown as MailTransport;
    const sender = new MessagingEmailSender({
      pool: suite.service.ctx.pool,
      transport: flaky,
      webBaseUrl: 'http://web.test',
      unsubscribeSecret: 'x'.repeat(32),
      digestDelayMs: 1000,
      now: () => new Date(),
    });
    const worker = startEmailWorker(suite.service.ctx.redis, prefix, {
      notification: async (job) => ({ outcome: await sender.sendNotification(job.data) }),
      digest: async () => ({}),
    });
    try {
      const base = { category: 'shipments' as const, title: 'Package delivered', content: 'Delivered.', link: null };
      const ok = { ...base, notificationId: randomUUID(), userId: sam.userId };
      await queue.enqueueNotification(ok);
      const mail = await catcher.waitFor(emailOf(sam), /Package delivered/);
      expect(mail).toBeTruthy();
      const job = await queue.queue.getJob(`notification-${ok.notificationId}`);
      await eventuallyTrue(async () => (await job!.getState()) === 'completed');
      expect((await queue.queue.getJob(job!.id!))!.attemptsMade).toBe(3);

      // A person whose address always fails: three attempts, then the failed set (dead letters).
      await suite.service.ctx.pool.query("UPDATE messaging_users SET email = 'dead@example.com' WHERE id = $1", [
        kemi.userId,
      ]);
      const dead = { ...base, notificationId: randomUUID(), userId: kemi.userId };
      await queue.enqueueNotification(dead);
      await eventuallyTrue(async () => (await queue.queue.getFailedCount()) === 1);
      const [letter] = await queue.queue.getFailed();
      expect(letter).toMatchObject({ id: `notification-${dead.notificationId}`, attemptsMade: 3 });
      expect(letter!.failedReason).toContain('421');
      const { rowCount } = await suite.service.ctx.pool.query('SELECT 1 FROM email_deliveries WHERE key = $1', [
        `notification:${dead.notificationId}`,
      ]);
      expect(rowCount).toBe(0);
    } finally {
      await worker.close();
      await queue.queue.obliterate({ force: true });
      await queue.close();
      real.close();
    }
  });
});
