import type { EmailCategory } from '@oneway/contracts';
import { withTransaction } from '@oneway/eventstore';
import type { MailTransport } from '@oneway/service-kit';
import type pg from 'pg';
import { wantsEmail } from '../../application/queries/notification-preferences.query.js';
import { messagePreview } from '../../domain/notification/notification-rules.js';
import { unsubscribeToken } from '../../application/unsubscribe-token.js';
import type { NotificationEmailJob } from './email-queue.js';
import { messageDigestEmail, notificationEmail, type MailLinks } from './email-templates.js';

export type EmailOutcome = 'sent' | 'already_sent' | 'opted_out' | 'no_address' | 'nothing_unread';

interface Recipient {
  email: string | null;
  full_name: string;
  banned: boolean;
}

/**
 * Renders and sends messaging's e-mails. Each send holds a per-key advisory lock and is
 * recorded in `email_deliveries` (or `message_digests`) in the same transaction, so a job
 * run twice (redelivery, a stalled worker) sends once. An SMTP error throws: the job is
 * retried with back-off, and nothing is recorded.
 */
export class MessagingEmailSender {
  constructor(
    private readonly o: {
      pool: pg.Pool;
      transport: MailTransport;
      webBaseUrl: string;
      unsubscribeSecret: string;
      digestDelayMs: number;
      now: () => Date;
    },
  ) {}

  private links(userId: string, category: EmailCategory, target: string): MailLinks {
    const base = this.o.webBaseUrl.replace(/\/$/, '');
    const token = unsubscribeToken(this.o.unsubscribeSecret, userId, category);
    return {
      target: `${base}${target}`,
      unsubscribe: `${base}/unsubscribe?token=${encodeURIComponent(token)}`,
      settings: `${base}/settings#notifications`,
    };
  }

  private async recipient(tx: pg.PoolClient, userId: string): Promise<Recipient | null> {
    const { rows } = await tx.query<Recipient>('SELECT email, full_name, banned FROM messaging_users WHERE id = $1', [
      userId,
    ]);
    return rows[0] ?? null;
  }

  async sendNotification(job: NotificationEmailJob): Promise<EmailOutcome> {
    const key = `notification:${job.notificationId}`;
    return withTransaction(this.o.pool, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
      const done = await tx.query('SELECT 1 FROM email_deliveries WHERE key = $1', [key]);
      if (done.rowCount) return 'already_sent';
      if (!(await wantsEmail(tx, job.userId, job.category))) return 'opted_out';
      const to = await this.recipient(tx, job.userId);
      if (!to?.email || to.banned) return 'no_address';
      await this.o.transport.send(
        notificationEmail(
          { email: to.email, fullName: to.full_name },
          job,
          this.links(job.userId, job.category, job.link ?? '/notifications'),
        ),
      );
      await tx.query('INSERT INTO email_deliveries (key, user_id, category) VALUES ($1, $2, $3)', [
        key,
        job.userId,
        job.category,
      ]);
      return 'sent';
    });
  }

  /** The person's messages still unread `digestDelayMs` after they arrived and not e-mailed yet. */
  async sendDigest(userId: string): Promise<EmailOutcome> {
    return withTransaction(this.o.pool, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`digest:${userId}`]);
      const cutoff = new Date(this.o.now().getTime() - this.o.digestDelayMs);
      const { rows } = await tx.query<{ sender_id: string; sender_name: string; content: string; created_at: Date }>(
        `SELECT m.sender_id, coalesce(u.full_name, 'Someone') AS sender_name, m.content, m.created_at
           FROM messages m LEFT JOIN messaging_users u ON u.id = m.sender_id
          WHERE m.recipient_id = $1 AND NOT m.read AND m.created_at <= $2
            AND m.created_at > coalesce((SELECT digested_up_to FROM message_digests WHERE user_id = $1), '-infinity')
          ORDER BY m.created_at LIMIT 50`,
        [userId, cutoff],
      );
      if (!rows.length) return 'nothing_unread';
      const upTo = rows[rows.length - 1]!.created_at;
      const mark = () =>
        tx.query(
          `INSERT INTO message_digests (user_id, digested_up_to) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE SET digested_up_to = greatest(message_digests.digested_up_to, $2)`,
          [userId, upTo],
        );
      // Turned off: these messages are settled, so turning e-mail on later does not send old news.
      if (!(await wantsEmail(tx, userId, 'messages'))) {
        await mark();
        return 'opted_out';
      }
      const to = await this.recipient(tx, userId);
      if (!to?.email || to.banned) {
        await mark();
        return 'no_address';
      }
      const senders = [...new Set(rows.map((r) => r.sender_id))];
      const target = senders.length === 1 ? `/messages/${senders[0]}` : '/messages';
      await this.o.transport.send(
        messageDigestEmail(
          { email: to.email, fullName: to.full_name },
          rows.map((r) => ({ senderName: r.sender_name, preview: messagePreview(r.content) })),
          this.links(userId, 'messages', target),
        ),
      );
      await tx.query(
        'INSERT INTO email_deliveries (key, user_id, category) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING',
        [`digest:${userId}:${upTo.toISOString()}`, userId, 'messages'],
      );
      await mark();
      return 'sent';
    });
  }
}
