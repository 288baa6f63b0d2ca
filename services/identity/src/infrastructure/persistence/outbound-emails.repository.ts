import { randomUUID } from 'node:crypto';
import type { Queryable } from '@oneway/eventstore';

export interface OutboundEmail {
  kind: 'verify_email' | 'reset_password' | 'change_email' | 'email_change_notice';
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Mail is queued in the transaction that decided to send it (no dual write) and sent by
 * the OutboundEmailSender; the body (which holds a one-time link) is erased once sent.
 */
export async function enqueueEmail(db: Queryable, mail: OutboundEmail, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO outbound_emails (id, kind, to_address, subject, text_body, html_body, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [randomUUID(), mail.kind, mail.to, mail.subject, mail.text, mail.html, now],
  );
}
