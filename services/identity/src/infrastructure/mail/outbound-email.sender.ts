import type pg from 'pg';
import { MailTransport, type Logger } from '@oneway/service-kit';

interface DueEmail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  attempts: number;
}

const MAX_ATTEMPTS = 10;

/**
 * Delivers `outbound_emails` through SMTP (nodemailer). Claiming a row pushes its
 * `next_attempt_at` forward (exponential back-off), which doubles as a lease: several
 * instances never send the same row at once, and a crash mid-send retries later.
 * Delivery is at-least-once; the body, which carries a one-time link, is erased once sent.
 */
export class OutboundEmailSender {
  private readonly transport: MailTransport;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly o: { pool: pg.Pool; smtpUrl: string; from: string; pollIntervalMs: number; logger: Logger },
  ) {
    this.transport = new MailTransport(o.smtpUrl, o.from);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        let sent = 0;
        try {
          sent = await this.sendDue();
        } catch (err) {
          this.o.logger.error({ err }, 'outbound e-mail batch failed');
        }
        if (sent === 0 && this.running) await this.sleep();
      }
    })();
  }

  /** Called after a commit that queued mail, so it leaves at once instead of at the next poll. */
  kick(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.transport.close();
  }

  async sendDue(): Promise<number> {
    const { rows } = await this.o.pool.query<DueEmail>(
      `UPDATE outbound_emails SET attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => least(3600, 5 * power(2, attempts)))
        WHERE id IN (SELECT id FROM outbound_emails
                      WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < ${MAX_ATTEMPTS}
                      ORDER BY next_attempt_at LIMIT 20 FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, subject, text_body, html_body, attempts`,
    );
    for (const mail of rows) {
      try {
        await this.transport.send({
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body ?? '',
          html: mail.html_body ?? undefined,
        });
        await this.o.pool.query(
          'UPDATE outbound_emails SET sent_at = now(), text_body = NULL, html_body = NULL, last_error = NULL WHERE id = $1',
          [mail.id],
        );
      } catch (err) {
        // The address and error are logged, never the body (it holds a one-time link).
        this.o.logger.warn(
          { emailId: mail.id, attempts: mail.attempts, err: (err as Error).message },
          'e-mail not sent; will retry',
        );
        await this.o.pool.query('UPDATE outbound_emails SET last_error = $2 WHERE id = $1', [
          mail.id,
          (err as Error).message,
        ]);
      }
    }
    return rows.length;
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, this.o.pollIntervalMs);
      this.wake = done;
    });
  }
}
