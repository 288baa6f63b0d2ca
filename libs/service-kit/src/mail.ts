import nodemailer, { type Transporter } from 'nodemailer';

/** One outbound e-mail, as every service builds it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. `List-Unsubscribe` (RFC 2369/8058). */
  headers?: Record<string, string>;
}

/** Escapes text for an e-mail's HTML part (names, previews: never trusted markup). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The one SMTP sender (nodemailer to `SMTP_URL`, from `MAIL_FROM`). Queueing, retries and
 * idempotency are the caller's: identity keeps an outbox table, messaging a BullMQ queue.
 */
export class MailTransport {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
  }

  close(): void {
    this.transport.close();
  }
}
