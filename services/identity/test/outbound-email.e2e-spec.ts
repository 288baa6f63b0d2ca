import { createPool, runMigrations } from '@oneway/eventstore';
import { createTestDatabase } from '@oneway/testing';
import pino from 'pino';
import type pg from 'pg';
import { OutboundEmailSender } from '../src/infrastructure/mail/outbound-email.sender.js';
import { enqueueEmail } from '../src/infrastructure/persistence/outbound-emails.repository.js';
import { deleteExpiredRows } from '../src/infrastructure/persistence/expired-rows.cleaner.js';
import { identityMigrations } from '../src/infrastructure/persistence/identity.migrations.js';
import { SmtpCatcher } from './support/smtp-catcher.js';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
const smtp = new SmtpCatcher();
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  db = await createTestDatabase('identity_mail');
  await runMigrations(db.url, identityMigrations);
  pool = createPool(db.url, 3);
});
afterAll(async () => {
  await smtp.stop();
  await pool.end();
  await db.drop();
});

const mail = (to: string) => ({
  kind: 'verify_email' as const,
  to,
  subject: 'Verify your Oneway email address',
  text: 'link',
  html: '<p>link</p>',
});

describe('outbound e-mail', () => {
  it('a mail that cannot be sent (SMTP down) is kept and retried later, then its body is erased', async () => {
    await enqueueEmail(pool, mail('retry@example.com'), new Date());
    const down = new OutboundEmailSender({
      pool,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'Oneway <no-reply@oneway.local>',
      pollIntervalMs: 50,
      logger,
    });
    expect(await down.sendDue()).toBe(1);
    const [failed] = (await pool.query("SELECT * FROM outbound_emails WHERE to_address = 'retry@example.com'")).rows;
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, text_body: 'link' });
    expect(failed.last_error).toBeTruthy();
    expect(failed.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    // not due yet: nothing is retried before the back-off
    expect(await down.sendDue()).toBe(0);
    await down.stop();

    await pool.query('UPDATE outbound_emails SET next_attempt_at = now()');
    const up = new OutboundEmailSender({
      pool,
      smtpUrl: await smtp.start(),
      from: 'Oneway <no-reply@oneway.local>',
      pollIntervalMs: 50,
      logger,
    });
    expect(await up.sendDue()).toBe(1);
    await up.stop();
    expect(smtp.mailsTo('retry@example.com')).toHaveLength(1);
    const [sent] = (await pool.query("SELECT * FROM outbound_emails WHERE to_address = 'retry@example.com'")).rows;
    expect(sent).toMatchObject({ attempts: 2, text_body: null, html_body: null });
    expect(sent.sent_at).not.toBeNull();
  });

  it('the cleaner deletes sent mail after 30 days and keeps recent mail', async () => {
    const later = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    const before = (await pool.query('SELECT count(*)::int AS n FROM outbound_emails WHERE sent_at IS NOT NULL'))
      .rows[0].n;
    expect(before).toBeGreaterThan(0);
    expect((await deleteExpiredRows(pool, new Date())).emails).toBe(0);
    expect((await deleteExpiredRows(pool, later)).emails).toBe(before);
  });
});
