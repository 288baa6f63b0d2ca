import { startService, type RunningService } from '@oneway/service-kit';
import { createTestDatabase, subjectPrefix } from '@oneway/testing';
// Test-only: the end-to-end suite boots the real identity service in-process, as the issue
// asks; production code of the gateway never imports another service.
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { IdentityConfig } from '../../../identity/src/config.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { identityService } from '../../../identity/src/identity.service.js';

export const DEMO_ADMIN = { usernameOrEmail: 'admin', password: 'Admin#Demo2026' };

/**
 * The real identity service, in-process, on a fresh database and this file's bus namespace,
 * with the demo accounts (the only way to get an admin). Mail is not delivered (no SMTP
 * server): tests read the links from identity's outbox table, as an inbox would show them.
 */
export async function startIdentityForGateway() {
  const db = await createTestDatabase('gw_identity');
  const service: RunningService<IdentityConfig> = await startService(identityService(), {
    ...process.env,
    DATABASE_URL: db.url,
    NATS_SUBJECT_PREFIX: subjectPrefix(),
    LOG_LEVEL: 'silent',
    DB_POOL_SIZE: '4',
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_POLL_INTERVAL_MS: '60000',
    WEB_BASE_URL: 'https://oneway.test',
    SEED_DEMO: '1',
    // The gateway's tests replay a stolen cookie at once: no grace for the same browser's
    // racing refreshes (that rule is identity's, tested there).
    REFRESH_REUSE_GRACE_SECONDS: '0',
  });

  /** The token in the newest e-mail of this kind to this address. */
  async function tokenFromMail(to: string, path: 'email-verified' | 'reset-password'): Promise<string> {
    const { rows } = await service.ctx.pool.query<{ text_body: string | null; html_body: string | null }>(
      'SELECT text_body, html_body FROM outbound_emails WHERE lower(to_address) = lower($1) ORDER BY created_at DESC',
      [to],
    );
    for (const row of rows) {
      const match = new RegExp(`/auth/${path}\\?token=([^\\s"&<]+)`).exec(
        `${row.text_body ?? ''} ${row.html_body ?? ''}`,
      );
      if (match) return decodeURIComponent(match[1]!);
    }
    throw new Error(`no ${path} mail to ${to}`);
  }

  /** Follows the newest verification link mailed to `email`, as its owner would, through the gateway at `gatewayUrl`. */
  async function verifyEmail(gatewayUrl: string, email: string): Promise<void> {
    const token = await tokenFromMail(email, 'email-verified');
    const res = await fetch(`${gatewayUrl}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (res.status !== 200) throw new Error(`verify-email ${email}: ${res.status} ${await res.text()}`);
  }

  return {
    service,
    tokenFromMail,
    verifyEmail,
    stop: async () => {
      await service.stop();
      await db.drop();
    },
  };
}
