import { randomUUID } from 'node:crypto';
import { openTicketRpc, replyMyTicketRpc, staffReplyTicketRpc, type Actor } from '@oneway/contracts';
import { mailText, SmtpCatcher } from '@oneway/testing';
import { messagingSuite } from './support/messaging-suite.js';

const catcher = new SmtpCatcher();
let smtpUrl = '';
beforeAll(async () => {
  smtpUrl = await catcher.start();
});
afterAll(() => catcher.stop());

const emailOf = (a: Actor) => `${a.userId.slice(0, 8)}@example.com`;

// Issue 15: a reply on a ticket reaches the other side by e-mail too; an internal note reaches nobody.
describe('support tickets: e-mail on each reply, never for an internal note', () => {
  const suite = messagingSuite('messaging_ticket_email', () => ({
    SMTP_URL: smtpUrl,
    WEB_BASE_URL: 'http://web.test',
    EMAIL_RETRY_DELAY_MS: '50',
  }));
  const { call } = suite;

  it('support replies: the user is e-mailed with the reply; the note stays out of every e-mail', async () => {
    const uma = await suite.user('Uma User');
    const sue: Actor = { ...(await suite.user('Sue Support')), role: 'support' };
    const ticketId = randomUUID();
    await call(uma, openTicketRpc, { ticketId, subject: 'Card charged twice', content: 'Two charges on my card.' });
    await call(sue, staffReplyTicketRpc, {
      ticketId,
      messageId: randomUUID(),
      content: 'SECRET-NOTE the provider shows one capture',
      internal: true,
    });
    await call(sue, staffReplyTicketRpc, { ticketId, messageId: randomUUID(), content: 'We refund the second one.' });
    const mail = await catcher.waitFor(emailOf(uma), /Support replied to your ticket/);
    const text = mailText(mail);
    expect(text).toContain('We refund the second one.');
    expect(text).toMatch(/http:\/\/web\.test\/support\/[0-9a-f-]{36}/);
    await call(uma, replyMyTicketRpc, { ticketId, messageId: randomUUID(), content: 'Thank you!' });
    expect(catcher.mailsTo(emailOf(uma)).map(mailText).join('\n')).not.toContain('SECRET-NOTE');
  });
});
